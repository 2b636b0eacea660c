#pragma once

#include <QTextBrowser>

namespace effsurf::ui {

/// The user guide's page view: Qt's Markdown browser, with the pages'
/// screenshots scaled down to the width it has (a 1600-px window picture
/// would otherwise be read through a horizontal scroll bar).
class ManualBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit ManualBrowser(QWidget* parent = nullptr);

    /// The widest a picture is shown, in pixels.
    static constexpr int kMaxPictureWidth = 820;

    QVariant loadResource(int type, const QUrl& name) override;
};

}  // namespace effsurf::ui
