// SPDX-License-Identifier: MIT
#include "effsurf/ui/presentation/PresentationDialog.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"
#include "effsurf/core/scenario/ViewNames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>

namespace effsurf::ui {

PresentationDialog::PresentationDialog(const PresentationSettings& settings, QWidget* parent)
    : QDialog(parent),
      scale_(new CheckedDoubleSpinBox(tr("text size"), this)),
      highContrast_(new QCheckBox(tr("High contrast"), this)),
      screen_(new QComboBox(this)) {
    setWindowTitle(tr("Presentation settings"));
    scale_->setRange(PresentationSettings::kMinFontScale, PresentationSettings::kMaxFontScale);
    scale_->setSingleStep(0.05);
    scale_->setDecimals(2);
    scale_->setSuffix(QStringLiteral(" \u00d7"));
    scale_->setValue(settings.fontScale);
    scale_->setToolTip(tr("1 \u00d7: the smallest text is %1 px tall on a 1920\u00d7"
                          "1080 projector, and as large a "
                          "share of the picture at any other resolution. Larger for a deep hall.")
                           .arg(PresentationSettings::kReferenceTextPixels));
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
    for (auto [group, label] :
         {std::pair{ControlPanel::LawGroup, tr("Law")}, std::pair{ControlPanel::SerialFractionGroup, tr("Serial fraction s")},
          std::pair{ControlPanel::ProcessorsGroup, tr("Processors N")}, std::pair{ControlPanel::PrecisionGroup, tr("Precision")},
          std::pair{ControlPanel::ViewGroup, tr("3D view")}}) {
        auto* check = new QCheckBox(label, controlsBox);
        check->setChecked(settings.controls.testFlag(group));
        controlsLayout->addWidget(check);
        controls_.emplace_back(group, check);
        connect(check, &QCheckBox::toggled, this, [this] { emit settingsChanged(this->settings()); });
    }

    // The charts beside the surface where a tour step names none.
    for (int place = 0; place < PresentationSettings::kMostCharts; ++place) {
        auto* combo = new QComboBox(this);
        if (place > 0) combo->addItem(tr("none"), QString());
        // Core's list of the model charts: their ids are what tours and settings store.
        for (const core::NamedItem& chart : core::ViewNames::modelCharts().items())
            combo->addItem(QCoreApplication::translate("ViewNames", std::string(chart.label).c_str()),
                           QString::fromLatin1(chart.id.data(), qsizetype(chart.id.size())));
        const QString chartId =
            place < int(settings.charts.size()) ? QString::fromStdString(settings.charts[std::size_t(place)]) : QString();
        combo->setCurrentIndex(std::max(0, combo->findData(chartId)));
        combo->setToolTip(tr("Shown beside the surface unless a tour step names its own charts."));
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { emit settingsChanged(this->settings()); });
        charts_.push_back(combo);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("Text size:"), scale_);
    form->addRow(QString(), highContrast_);
    form->addRow(tr("Present on:"), screen_);
    form->addRow(tr("Charts:"), charts_[0]);
    form->addRow(QString(), charts_[1]);
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
    s.charts.clear();
    for (const QComboBox* combo : charts_) {
        const std::string id = combo->currentData().toString().toStdString();
        if (!id.empty() && std::find(s.charts.begin(), s.charts.end(), id) == s.charts.end()) s.charts.push_back(id);
    }
    s.controls = {};
    for (const auto& [group, check] : controls_)
        if (check->isChecked()) s.controls |= group;
    return s;
}

}  // namespace effsurf::ui
