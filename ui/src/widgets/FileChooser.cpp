#include "effsurf/ui/widgets/FileChooser.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QAbstractButton>
#include <QMessageBox>

namespace effsurf::ui {

QString FileChooser::withSuffix(const QString& path, const QString& suffix) {
    const QString ending = QLatin1Char('.') + suffix;
    return path.endsWith(ending, Qt::CaseInsensitive) ? path : path + ending;
}

bool FileChooser::mayReplace(QWidget* parent, const QString& path) {
    if (!QFileInfo::exists(path)) return true;
    QMessageBox box(QMessageBox::Warning, QObject::tr("Replace file?"),
                    QObject::tr("\"%1\" already exists. Replace it?").arg(QFileInfo(path).fileName()),
                    QMessageBox::Yes | QMessageBox::Cancel, parent);
    box.setInformativeText(path);
    box.button(QMessageBox::Yes)->setText(QObject::tr("Replace"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

QString FileChooser::askSavePath(QWidget* parent, const QString& title, const QString& start, const QStringList& filters,
                                 const QString& suffix) {
    QFileDialog dialog(parent, title, start);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setNameFilters(filters);
    dialog.setDefaultSuffix(suffix);  // the dialog adds it to a bare name and checks that name
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    const QString chosen = dialog.selectedFiles().constFirst();
    const QString path = withSuffix(chosen, suffix);
    // "lecture.v2" had a suffix the dialog kept: the real name is new to it.
    if (path != chosen && !mayReplace(parent, path)) return {};
    return path;
}

}  // namespace effsurf::ui
