#include "effsurf/ui/presentation/PresentationDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QScreen>
#include <QVBoxLayout>

namespace effsurf::ui {

PresentationDialog::PresentationDialog(const PresentationSettings& settings, QWidget* parent)
    : QDialog(parent), scale_(new QDoubleSpinBox(this)), highContrast_(new QCheckBox(tr("High contrast"), this)),
      screen_(new QComboBox(this)) {
    setWindowTitle(tr("Presentation settings"));
    scale_->setRange(PresentationSettings::kMinFontScale, PresentationSettings::kMaxFontScale);
    scale_->setSingleStep(0.1);
    scale_->setDecimals(1);
    scale_->setSuffix(QStringLiteral(" \u00d7"));
    scale_->setValue(settings.fontScale);
    scale_->setToolTip(tr("Fonts in the presentation view are this many times larger (1.6 suits most projectors)."));
    highContrast_->setChecked(settings.highContrast);
    screen_->addItem(tr("Automatic (the other screen, if any)"), QString());
    for (QScreen* s : QGuiApplication::screens()) {
        const QRect g = s->geometry();
        screen_->addItem(QStringLiteral("%1 (%2\u00d7%3)").arg(s->name()).arg(g.width()).arg(g.height()), s->name());
    }
    const int chosen = screen_->findData(settings.screenName);
    screen_->setCurrentIndex(chosen >= 0 ? chosen : 0);

    auto* controlsBox = new QGroupBox(tr("Controls shown"), this);
    auto* controlsLayout = new QVBoxLayout(controlsBox);
    for (auto [group, label] : {std::pair{ControlPanel::LawGroup, tr("Law")},
                                std::pair{ControlPanel::SerialFractionGroup, tr("Serial fraction s")},
                                std::pair{ControlPanel::ProcessorsGroup, tr("Processors N")},
                                std::pair{ControlPanel::PrecisionGroup, tr("Precision")},
                                std::pair{ControlPanel::ViewGroup, tr("3D view")}}) {
        auto* check = new QCheckBox(label, controlsBox);
        check->setChecked(settings.controls.testFlag(group));
        controlsLayout->addWidget(check);
        controls_.emplace_back(group, check);
        connect(check, &QCheckBox::toggled, this, [this] { emit settingsChanged(this->settings()); });
    }

    auto* form = new QFormLayout;
    form->addRow(tr("Font scale:"), scale_);
    form->addRow(QString(), highContrast_);
    form->addRow(tr("Present on:"), screen_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(controlsBox);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(scale_, &QDoubleSpinBox::valueChanged, this, [this] { emit settingsChanged(this->settings()); });
    connect(highContrast_, &QCheckBox::toggled, this, [this] { emit settingsChanged(this->settings()); });
    connect(screen_, &QComboBox::currentIndexChanged, this, [this] { emit settingsChanged(this->settings()); });
}

PresentationSettings PresentationDialog::settings() const {
    PresentationSettings s;
    s.fontScale = scale_->value();
    s.highContrast = highContrast_->isChecked();
    s.screenName = screen_->currentData().toString();
    s.controls = {};
    for (const auto& [group, check] : controls_)
        if (check->isChecked()) s.controls |= group;
    return s;
}

}  // namespace effsurf::ui
