// A fixture for tools.WritersDetectsAStrayWriter: writing a file past SaveFile.
#include <QSaveFile>

bool sneaky(const QByteArray& bytes) {
    QSaveFile file("figure.png");
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

bool sneakyToo(const QImage& image, const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    return image.save(path);
}

void sneakyThree(const char* path) {
    std::ofstream(path) << "csv";
    QPdfWriter pdf("figure.pdf");
    std::fclose(std::fopen(path, "w"));
}
