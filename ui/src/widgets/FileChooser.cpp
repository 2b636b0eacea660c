// SPDX-License-Identifier: MIT
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
    dialog.setDefaultSuffix(suffix);
    // The question is asked here, on the final name: a platform's own dialog
    // (GTK, a portal) checks the name as typed, before the suffix is added.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    const QString path = withSuffix(dialog.selectedFiles().constFirst(), suffix);
    if (!mayReplace(parent, path)) return {};
    return path;
}

}  // namespace effsurf::ui
