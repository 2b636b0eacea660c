// A fixture for tools.WritersDetectsAStrayWriter: writing a file past SaveFile.
#include <QSaveFile>

bool sneaky(const QByteArray& bytes) {
    QSaveFile file("figure.png");
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}
