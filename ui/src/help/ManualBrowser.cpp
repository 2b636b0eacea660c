#include "effsurf/ui/help/ManualBrowser.h"

#include <QImage>
#include <QTextDocument>

namespace effsurf::ui {

ManualBrowser::ManualBrowser(QWidget* parent) : QTextBrowser(parent) {}

QVariant ManualBrowser::loadResource(int type, const QUrl& name) {
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource) return resource;
    QImage image = resource.value<QImage>();
    if (image.isNull() && resource.canConvert<QByteArray>()) image.loadFromData(resource.toByteArray());
    if (image.isNull() || image.width() <= kMaxPictureWidth) return image.isNull() ? resource : QVariant(image);
    return image.scaledToWidth(kMaxPictureWidth, Qt::SmoothTransformation);
}

}  // namespace effsurf::ui
