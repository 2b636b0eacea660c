#include "effsurf/ui/controls/ControlPanel.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/widgets/NumberField.h"
#include "effsurf/ui/widgets/HelpSection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace effsurf::ui {
namespace {

/// Text a user can edit back, in the notation of every other number on screen.
QString editableNumber(double value) { return NumberFormat::editable(value); }

struct GrowthChoice {
    const char* label;
    core::ContributionGrowth growth;
    double exponent;
};
const GrowthChoice kGrowthChoices[] = {
    {"constant", core::ContributionGrowth::Constant, 0.0},
    {"\u221D 1 + log\u2082 N", core::ContributionGrowth::Logarithmic, 0.0},
    {"\u221D N^1/3", core::ContributionGrowth::Power, 1.0 / 3.0},
    {"\u221D \u221AN", core::ContributionGrowth::Power, 0.5},
    {"\u221D N", core::ContributionGrowth::Power, 1.0},
};

int growthChoiceIndex(const core::TimelineContribution& c) {
    for (int i = 0; i < int(std::size(kGrowthChoices)); ++i)
        if (kGrowthChoices[i].growth == c.growth &&
            (c.growth != core::ContributionGrowth::Power || std::fabs(kGrowthChoices[i].exponent - c.exponent) < 1e-9))
            return i;
    return 0;
}

}  // namespace

ControlPanel::ControlPanel(ScenarioController* controller, QWidget* parent) : QWidget(parent), controller_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(modelBox_ = buildModelGroup());
    layout->addWidget(buildTrainingGroup());
    layout->addWidget(serialBox_ = buildSerialGroup());
    layout->addWidget(processorBox_ = buildProcessorGroup());
    layout->addWidget(precisionBox_ = buildPrecisionGroup());
    layout->addWidget(viewBox_ = buildViewGroup());
    // F1 over a group: its section of the user guide.
    HelpSection::set(modelBox_, QStringLiteral("window.md#law"));
    HelpSection::set(trainingBox_, QStringLiteral("window.md#law"));
    HelpSection::set(serialBox_, QStringLiteral("window.md#serial-fraction-s"));
    HelpSection::set(processorBox_, QStringLiteral("window.md#processors-n"));
    HelpSection::set(precisionBox_, QStringLiteral("window.md#precision"));
    HelpSection::set(viewBox_, QStringLiteral("window.md#3d-surface"));
    layout->addStretch(1);
    setMinimumWidth(320);
    showScenario(controller_->scenario());
}

void ControlPanel::setVisibleGroups(Groups groups) {
    groups_ = groups;
    modelBox_->setVisible(groups.testFlag(LawGroup));
    serialBox_->setVisible(groups.testFlag(SerialFractionGroup) && !controller_->scenario().isModelBased());
    processorBox_->setVisible(groups.testFlag(ProcessorsGroup));
    precisionBox_->setVisible(groups.testFlag(PrecisionGroup));
    viewBox_->setVisible(groups.testFlag(ViewGroup));
    trainingBox_->setVisible(groups.testFlag(LawGroup) && controller_->scenario().model == core::ModelKind::Training);
}

void ControlPanel::setStrip(bool strip) {
    if (strip == strip_) return;
    strip_ = strip;
    auto* panel = static_cast<QBoxLayout*>(layout());
    panel->setDirection(strip ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    // In the strip the groups share the width, the sliders taking most of
    // it; in the column they keep their height and the stretch below takes the rest.
    for (QGroupBox* box : {modelBox_, trainingBox_, serialBox_, processorBox_, precisionBox_, viewBox_})
        panel->setStretchFactor(box, strip ? (box == serialBox_ ? 4 : box == processorBox_ ? 3 : 1) : 0);
    panel->setStretch(panel->count() - 1, strip ? 0 : 1);
    for (LogSlider* slider : {serialSlider_, processorSlider_}) {
        auto* box = static_cast<QGroupBox*>(slider->parentWidget());
        auto* row = static_cast<QBoxLayout*>(box->layout());
        row->setDirection(strip ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
        row->setStretchFactor(slider, strip ? 1 : 0);
        // The group's title leads its row: one line for the whole strip.
        auto* heading = box->findChild<QLabel*>(QStringLiteral("stripHeading"), Qt::FindDirectChildrenOnly);
        if (strip && !heading) {
            heading = new QLabel(box);
            heading->setObjectName(QStringLiteral("stripHeading"));
            row->insertWidget(0, heading);
            box->setProperty("effsurfTitle", box->title());
            box->setTitle(QString());
        } else if (!strip && heading) {
            box->setTitle(box->property("effsurfTitle").toString());
            delete heading;
        }
    }
    // Tight margins: the strip's height is the stage's. The precision group's
    // title leads nothing (its form has labels): it goes, its frame stays.
    panel->setContentsMargins(strip ? QMargins(6, 0, 6, 2) : QMargins(9, 9, 9, 9));
    if (strip) {
        precisionBox_->setProperty("effsurfTitle", precisionBox_->title());
        precisionBox_->setTitle(QString());
    } else if (precisionBox_->property("effsurfTitle").isValid()) {
        precisionBox_->setTitle(precisionBox_->property("effsurfTitle").toString());
    }
    // The datatype's details are the readout's and the status bar's: one line less on the projector.
    precisionInfo_->setVisible(!strip);
    if (!strip) compactStrip_ = false;
    fitStripWidths();
}

void ControlPanel::setCompactStrip(bool compact) {
    if (compactStrip_ == (strip_ && compact)) return;
    compactStrip_ = strip_ && compact;
    fitStripWidths();
    // The new headings' widths now, for whoever asks for the strip's size next.
    for (QGroupBox* box : {serialBox_, processorBox_}) box->layout()->activate();
    layout()->activate();
}

void ControlPanel::fitStripWidths() {
    const QFontMetrics metrics(font());
    if (strip_) {
        // The slider's own name (the α label beside the field says the rest), or its symbol alone.
        for (LogSlider* slider : {serialSlider_, processorSlider_})
            if (auto* heading = slider->parentWidget()->findChild<QLabel*>(QStringLiteral("stripHeading"), Qt::FindDirectChildrenOnly))
                heading->setText(slider == serialSlider_ ? (compactStrip_ ? tr("s") : tr("serial fraction s"))
                                                         : (compactStrip_ ? tr("N") : tr("processors N")));
        alphaLabel_->setVisible(!compactStrip_);
    } else {
        alphaLabel_->setVisible(true);
    }
    for (LogSlider* slider : {serialSlider_, processorSlider_}) {
        // A slider a hand can drag across the room's view, however long the field beside it.
        slider->setMinimumWidth(strip_ ? 6 * metrics.height() : 0);
        // The field shows its whole value: the longest s (2.0869×10⁻¹²) or N (13 digits).
        NumberField* field = slider == serialSlider_ ? serialField_ : processorField_;
        const QString widest = slider == serialSlider_ ? QStringLiteral("2.0869\u00D710\u207B\u00B9\u00B2") : QStringLiteral("0000000000000");
        field->lineEdit()->setMinimumWidth(strip_ ? metrics.horizontalAdvance(widest) + metrics.height() : 0);
    }
}

void ControlPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The presentation view scales the fonts after it has made the strip.
    if (event->type() == QEvent::FontChange && strip_) fitStripWidths();
}

void ControlPanel::connectDrag(QSlider* slider) {
    // One drag is one interaction: coarse 3D while it lasts, full after.
    connect(slider, &QSlider::sliderPressed, controller_, &ScenarioController::beginInteraction);
    connect(slider, &QSlider::sliderReleased, controller_, &ScenarioController::endInteraction);
}

QGroupBox* ControlPanel::buildModelGroup() {
    auto* box = new QGroupBox(tr("Law"), this);
    auto* layout = new QVBoxLayout(box);
    modelCombo_ = new QComboBox(box);
    modelCombo_->setAccessibleName(tr("scaling law"));
    for (auto kind : {core::ModelKind::Amdahl, core::ModelKind::Gustafson, core::ModelKind::SunNi,
                      core::ModelKind::Timeline, core::ModelKind::Training, core::ModelKind::ParallelTraining})
        modelCombo_->addItem(QString::fromUtf8(core::modelKindDisplayName(kind).data()), int(kind));
    modelCombo_->setItemData(modelCombo_->count() - 1,
                             tr("A transformer trained with tensor, pipeline and data parallelism: configured in the Training tab"),
                             Qt::ToolTipRole);
    layout->addWidget(modelCombo_);
    largeModelHint_ = new QLabel(box);
    largeModelHint_->setWordWrap(true);
    largeModelHint_->setTextFormat(Qt::RichText);
    // Wrapped text keeps its lines when the column gets short (a tour's dock below it).
    largeModelHint_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    connect(largeModelHint_, &QLabel::linkActivated, this, [this] { emit trainingWorkspaceRequested(); });
    layout->addWidget(largeModelHint_);
    connect(modelCombo_, &QComboBox::activated, this,
            [this](int index) {
                const auto kind = core::ModelKind(modelCombo_->itemData(index).toInt());
                controller_->setModel(kind);
                if (kind == core::ModelKind::ParallelTraining) emit trainingWorkspaceRequested();
            });

    growthRow_ = new QWidget(box);
    auto* growthLayout = new QHBoxLayout(growthRow_);
    growthLayout->setContentsMargins(0, 0, 0, 0);
    growthLayout->addWidget(new QLabel(tr("growth G(N) = N^\u03B3"), growthRow_));
    growthSlider_ = new QSlider(Qt::Horizontal, growthRow_);
    growthSlider_->setRange(0, 200);
    growthSlider_->setAccessibleName(tr("Sun-Ni growth exponent"));
    growthLayout->addWidget(growthSlider_, 1);
    growthValue_ = new QLabel(growthRow_);
    growthValue_->setMinimumWidth(48);
    growthLayout->addWidget(growthValue_);
    layout->addWidget(growthRow_);
    connect(growthSlider_, &QSlider::valueChanged, this, [this](int v) { controller_->setGrowthExponent(v / 100.0); });
    connectDrag(growthSlider_);

    timelineBox_ = new QGroupBox(tr("Timeline contributions (share of T(1) at N = 1)"), box);
    timelineBox_->setLayout(new QFormLayout);
    layout->addWidget(timelineBox_);
    return box;
}

void ControlPanel::rebuildTimelineRows(const core::Scenario& scenario) {
    const auto& contributions = scenario.timeline.contributions();
    auto* form = static_cast<QFormLayout*>(timelineBox_->layout());
    if (timelineSliders_.size() != contributions.size()) {
        while (form->rowCount() > 0) form->removeRow(0);
        timelineSliders_.clear();
        timelineGrowth_.clear();
        timelineValues_.clear();
        for (std::size_t i = 0; i < contributions.size(); ++i) {
            // Two lines per contribution, so that its whole name and a slider of
            // usable length fit the panel: "communication  3.0×10⁻⁸" above,
            // the slider and its growth below.
            auto* row = new QWidget(timelineBox_);
            auto* rowLayout = new QGridLayout(row);
            rowLayout->setContentsMargins(0, 0, 0, 4);
            rowLayout->setVerticalSpacing(2);
            auto* slider = new LogSlider(1e-12, 1e-2, 50, row);
            slider->setAccessibleName(QString::fromStdString(contributions[i].name));
            slider->setMinimumWidth(120);
            // "communication (signal propagation ...)": the words before the
            // explanation name the row, the whole name is its tooltip.
            const QString fullName = QString::fromStdString(contributions[i].name);
            auto* name = new QLabel(fullName.section(QStringLiteral(" ("), 0, 0), row);
            name->setToolTip(fullName);
            slider->setToolTip(fullName);
            auto* value = new QLabel(row);
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto* growth = new QComboBox(row);
            for (const auto& choice : kGrowthChoices) growth->addItem(QString::fromUtf8(choice.label));
            growth->setAccessibleName(tr("growth of %1").arg(name->text()));
            rowLayout->addWidget(name, 0, 0);
            rowLayout->addWidget(value, 0, 1);
            rowLayout->addWidget(slider, 1, 0);
            rowLayout->addWidget(growth, 1, 1);
            rowLayout->setColumnStretch(0, 1);
            const int index = static_cast<int>(i);
            connect(slider, &LogSlider::logValueChanged, this,
                    [this, index](double share) { controller_->setTimelineShare(index, share); });
            connectDrag(slider);
            connect(growth, &QComboBox::activated, this, [this, index](int choice) {
                controller_->setTimelineGrowth(index, kGrowthChoices[choice].growth, kGrowthChoices[choice].exponent);
            });
            form->addRow(row);
            timelineSliders_.push_back(slider);
            timelineGrowth_.push_back(growth);
            timelineValues_.push_back(value);
        }
    }
    for (std::size_t i = 0; i < contributions.size(); ++i) {
        timelineSliders_[i]->setLogValueSilently(contributions[i].shareAtOneProcessor);
        const QSignalBlocker blocker(timelineGrowth_[i]);
        timelineGrowth_[i]->setCurrentIndex(growthChoiceIndex(contributions[i]));
        timelineValues_[i]->setText(NumberFormat::scientific(contributions[i].shareAtOneProcessor, 2));
    }
}

NumberField* ControlPanel::trainingField(const QString& name, double minimum, bool strict,
                                        std::function<void(core::TrainingParameters&, double)> apply) {
    auto* field = new NumberField(
        [name, minimum, strict](const QString& text) {
            const auto value = core::parseDouble(text.toStdString());
            if (!value || !std::isfinite(*value))
                throw core::InvalidParameter(name.toStdString(), "expected a number such as 1.75e11, got '" +
                                                                     text.toStdString() + "'");
            if (strict ? !(*value > minimum) : !(*value >= minimum))
                throw core::InvalidParameter(name.toStdString(), std::string(strict ? "must be greater than " : "must be at least ") +
                                                                     core::formatNumber(minimum));
            return *value;
        },
        editableNumber, trainingBox_);
    field->lineEdit()->setAccessibleName(name);
    bindField(field, [this, apply](double value) {
        core::TrainingParameters parameters = controller_->scenario().training;
        apply(parameters, value);
        controller_->setTraining(parameters);
    });
    return field;
}

void ControlPanel::bindField(NumberField* field, std::function<void(double)> apply) {
    connect(field, &NumberField::valueEntered, this, [this, field, apply = std::move(apply)](double value) {
        // The controller checks the whole state (N up to 10^12, the training
        // model's limits, ...): a value it refuses is shown at the field like
        // text that does not parse, never left standing as if accepted.
        QString refusal;
        const auto listener = connect(controller_, &ScenarioController::rejected, field,
                                      [&refusal](const QString&, const QString& message) { refusal = message; });
        apply(value);
        disconnect(listener);
        if (!refusal.isEmpty()) field->showError(refusal);
    });
}

QGroupBox* ControlPanel::buildTrainingGroup() {
    trainingBox_ = new QGroupBox(tr("Data-parallel training (alpha-beta model)"), this);
    auto* form = new QFormLayout(trainingBox_);
    accelerator_ = new QComboBox(trainingBox_);
    for (const auto& sheet : core::AcceleratorDatasheet::all())
        accelerator_->addItem(QString::fromUtf8(sheet.name.data()), QString::fromUtf8(sheet.id.data()));
    accelerator_->setToolTip(tr("Throughput per worker: the datasheet peak for the chosen precision (a peak, not "
                                "a measurement) times the utilization"));
    form->addRow(tr("accelerator"), accelerator_);
    connect(accelerator_, &QComboBox::activated, this, [this](int index) {
        controller_->setAccelerator(accelerator_->itemData(index).toString().toStdString());
    });
    auto* utilizationRow = new QHBoxLayout;
    utilization_ = new QSlider(Qt::Horizontal, trainingBox_);
    utilization_->setRange(1, 100);
    utilizationValue_ = new QLabel(trainingBox_);
    utilizationRow->addWidget(utilization_, 1);
    utilizationRow->addWidget(utilizationValue_);
    form->addRow(tr("utilization"), utilizationRow);
    connect(utilization_, &QSlider::valueChanged, this, [this](int v) { controller_->setUtilization(v / 100.0); });
    connectDrag(utilization_);
    parameterCount_ = trainingField(tr("parameters P"), 0.0, true, [](auto& p, double v) { p.parameterCount = v; });
    form->addRow(tr("parameters P"), parameterCount_);
    flops_ = trainingField(tr("FLOP per step F"), 0.0, true, [](auto& p, double v) { p.flopsPerStep = v; });
    form->addRow(tr("FLOP per step"), flops_);
    latency_ = trainingField(tr("latency"), 0.0, false, [](auto& p, double v) { p.latencySeconds = v; });
    form->addRow(tr("latency λ (s)"), latency_);
    bandwidth_ = trainingField(tr("bandwidth"), 0.0, true, [](auto& p, double v) { p.bandwidthBytesPerSecond = v; });
    form->addRow(tr("bandwidth B (B/s)"), bandwidth_);
    sequential_ = trainingField(tr("T_seq"), 0.0, false, [](auto& p, double v) { p.sequentialSeconds = v; });
    form->addRow(tr("T_seq per step (s)"), sequential_);
    algorithm_ = new QComboBox(trainingBox_);
    algorithm_->addItem(tr("ring all-reduce"), int(core::AllReduceAlgorithm::Ring));
    algorithm_->addItem(tr("tree all-reduce"), int(core::AllReduceAlgorithm::Tree));
    form->addRow(tr("collective"), algorithm_);
    connect(algorithm_, &QComboBox::activated, this, [this](int index) {
        core::TrainingParameters p = controller_->scenario().training;
        p.algorithm = core::AllReduceAlgorithm(algorithm_->itemData(index).toInt());
        controller_->setTraining(p);
    });
    scaling_ = new QComboBox(trainingBox_);
    // Short names that fit the panel; what each keeps fixed is in the tooltip.
    scaling_->addItem(tr("strong"), int(core::ScalingMode::Strong));
    scaling_->setItemData(0, tr("Strong scaling: the global batch is fixed, each worker computes 1/N of it."), Qt::ToolTipRole);
    scaling_->addItem(tr("weak"), int(core::ScalingMode::Weak));
    scaling_->setItemData(1, tr("Weak scaling: the per-worker batch is fixed, the global batch grows with N."), Qt::ToolTipRole);
    form->addRow(tr("scaling"), scaling_);
    connect(scaling_, &QComboBox::activated, this, [this](int index) {
        core::TrainingParameters p = controller_->scenario().training;
        p.scaling = core::ScalingMode(scaling_->itemData(index).toInt());
        controller_->setTraining(p);
    });
    auto* overlapRow = new QHBoxLayout;
    overlap_ = new QSlider(Qt::Horizontal, trainingBox_);
    overlap_->setRange(0, 100);
    overlapValue_ = new QLabel(trainingBox_);
    overlapRow->addWidget(overlap_, 1);
    overlapRow->addWidget(overlapValue_);
    form->addRow(tr("overlap ω"), overlapRow);
    connect(overlap_, &QSlider::valueChanged, this, [this](int v) {
        core::TrainingParameters p = controller_->scenario().training;
        p.overlap = v / 100.0;
        controller_->setTraining(p);
    });
    connectDrag(overlap_);
    trainingInfo_ = new QLabel(trainingBox_);
    // One label per line, no word wrap: a wrapped or two-line label in this
    // form was given less than its height and cut at the bottom.
    form->addRow(trainingInfo_);
    trainingTimes_ = new QLabel(trainingBox_);
    form->addRow(trainingTimes_);
    return trainingBox_;
}

QGroupBox* ControlPanel::buildSerialGroup() {
    auto* box = new QGroupBox(tr("Serial fraction s = 1 \u2212 \u03B1"), this);
    auto* layout = new QVBoxLayout(box);
    serialSlider_ = new LogSlider(core::Scenario::kMinSerialFraction, core::Scenario::kMaxSerialFraction, 100, box);
    serialSlider_->setAccessibleName(tr("serial fraction"));
    serialSlider_->setToolTip(tr("10\u207B\u00B9\u00B2 .. 1 on a logarithmic scale"));
    layout->addWidget(serialSlider_);
    serialField_ = new NumberField(
        [](const QString& text) { return core::parseSerialFraction(text.toStdString(), "serial fraction s"); },
        editableNumber, box);
    serialField_->lineEdit()->setPlaceholderText(tr("1e-7, 0.05, 5% or alpha=0.9999999"));
    serialField_->lineEdit()->setAccessibleName(tr("serial fraction value"));
    layout->addWidget(serialField_);
    alphaLabel_ = new QLabel(box);
    alphaLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(alphaLabel_);
    connect(serialSlider_, &LogSlider::logValueChanged, controller_, &ScenarioController::setSerialFraction);
    connectDrag(serialSlider_);
    bindField(serialField_, [this](double s) { controller_->setSerialFraction(s); });
    return box;
}

QGroupBox* ControlPanel::buildProcessorGroup() {
    auto* box = new QGroupBox(tr("Processors N"), this);
    auto* layout = new QVBoxLayout(box);
    processorSlider_ = new LogSlider(core::Scenario::kMinProcessors, core::Scenario::kMaxProcessors, 100, box);
    processorSlider_->setAccessibleName(tr("processor count"));
    layout->addWidget(processorSlider_);
    // The range (1 .. 10^12) is the state's: the controller refuses 5e12 and
    // bindField shows its reason here, as for every value the state refuses.
    processorField_ = new NumberField([](const QString& text) { return core::parseProcessorCount(text.toStdString(), "N"); },
                                      editableNumber, box);
    processorField_->lineEdit()->setPlaceholderText(tr("2414592 or 2.4e6"));
    processorField_->lineEdit()->setAccessibleName(tr("processor count value"));
    layout->addWidget(processorField_);
    connect(processorSlider_, &LogSlider::logValueChanged, controller_, &ScenarioController::setProcessors);
    connectDrag(processorSlider_);
    bindField(processorField_, [this](double n) { controller_->setProcessors(n); });
    return box;
}

QGroupBox* ControlPanel::buildPrecisionGroup() {
    auto* box = new QGroupBox(tr("Precision"), this);
    auto* layout = new QFormLayout(box);
    precisionCombo_ = new QComboBox(box);
    for (const auto& info : core::allPrecisions())
        precisionCombo_->addItem(QString::fromUtf8(info.displayName.data()), int(info.precision));
    layout->addRow(tr("datatype"), precisionCombo_);
    speedFactorSpin_ = new QDoubleSpinBox(box);
    speedFactorSpin_->setRange(0.01, 10000.0);
    speedFactorSpin_->setDecimals(2);
    speedFactorSpin_->setToolTip(tr("Payload speed-up over FP64. Default 8 / bytes per element: the paper's k \u2248 4 "
                                    "for 64 \u2192 16 bit. Datasheet tensor-core peaks give larger factors."));
    layout->addRow(tr("speed factor k"), speedFactorSpin_);
    precisionInfo_ = new QLabel(box);
    precisionInfo_->setWordWrap(true);
    layout->addRow(precisionInfo_);
    connect(precisionCombo_, &QComboBox::activated, this, [this](int index) {
        controller_->setPrecision(core::Precision(precisionCombo_->itemData(index).toInt()));
    });
    connect(speedFactorSpin_, &QDoubleSpinBox::valueChanged, this,
            [this](double k) { controller_->setSpeedFactor(controller_->scenario().precision, k); });
    return box;
}

QGroupBox* ControlPanel::buildViewGroup() {
    auto* box = new QGroupBox(tr("3D view"), this);
    auto* layout = new QFormLayout(box);
    cameraCombo_ = new QComboBox(box);
    cameraCombo_->addItem(tr("Isometric"), int(SurfaceView::CameraPreset::Isometric));
    cameraCombo_->addItem(tr("Front"), int(SurfaceView::CameraPreset::Front));
    cameraCombo_->addItem(tr("Top (heat map)"), int(SurfaceView::CameraPreset::Top));
    layout->addRow(tr("camera"), cameraCombo_);
    logEfficiency_ = new QCheckBox(tr("logarithmic E axis"), box);
    logEfficiency_->setToolTip(tr("HPCG-like workloads sit near E = 1%: a log axis shows them."));
    layout->addRow(logEfficiency_);
    connect(cameraCombo_, &QComboBox::activated, this, [this](int index) {
        emit cameraPresetChosen(SurfaceView::CameraPreset(cameraCombo_->itemData(index).toInt()));
    });
    connect(logEfficiency_, &QCheckBox::toggled, this, &ControlPanel::logarithmicEfficiencyChosen);
    return box;
}

void ControlPanel::showScenario(const core::Scenario& scenario) {
    {
        const QSignalBlocker blocker(modelCombo_);
        modelCombo_->setCurrentIndex(modelCombo_->findData(int(scenario.model)));
    }
    growthRow_->setVisible(scenario.model == core::ModelKind::SunNi);
    {
        const QSignalBlocker blocker(growthSlider_);
        growthSlider_->setValue(static_cast<int>(std::lround(scenario.growthExponent * 100.0)));
    }
    growthValue_->setText(QStringLiteral("\u03B3 = %1").arg(NumberFormat::ticks(scenario.growthExponent, 0.01)));
    timelineBox_->setVisible(scenario.model == core::ModelKind::Timeline);
    rebuildTimelineRows(scenario);

    serialSlider_->setLogValueSilently(scenario.serialFraction);
    serialField_->showValue(scenario.serialFraction);
    alphaLabel_->setText(NumberFormat::alphaOf(scenario.serialFraction));
    // s is no input of the timeline and training models (they compute s_eff): not shown there.
    serialBox_->setVisible(groups_.testFlag(SerialFractionGroup) && !scenario.isModelBased());
    // Nor is k of the training models, whose datasheet peaks set each datatype's speed.
    const bool largeModel = scenario.model == core::ModelKind::ParallelTraining;
    if (auto* form = static_cast<QFormLayout*>(precisionBox_->layout()))
        form->setRowVisible(speedFactorSpin_, scenario.model != core::ModelKind::Training && !largeModel);
    largeModelHint_->setVisible(largeModel);
    if (largeModel) {
        const auto& run = scenario.trainingRun;
        largeModelHint_->setText(tr("%1 on %2 GPUs (%3 \u00D7 %4 \u00D7 %5). <a href=\"training\">Edit in the Training tab</a>")
                                     .arg(QString::fromStdString(run.modelName).toHtmlEscaped())
                                     .arg(run.gpus())
                                     .arg(run.tensorParallel)
                                     .arg(run.pipelineParallel)
                                     .arg(run.dataParallel));
        largeModelHint_->setToolTip(QString::fromStdString(run.acceleratorName));
    }
    // A training run can use only the datatypes its accelerator's datasheet lists
    // (redone only when that changes: a slider step must not touch the combo's model).
    const QString precisionsFor = largeModel ? QString::fromStdString(scenario.trainingRun.acceleratorId) : QString();
    auto* items = qobject_cast<QStandardItemModel*>(precisionCombo_->model());
    if (items && precisionsFor != precisionsShownFor_) {
        precisionsShownFor_ = precisionsFor;
        for (int row = 0; row < items->rowCount(); ++row) {
            const auto precision = core::Precision(precisionCombo_->itemData(row).toInt());
            const bool available = !largeModel || scenario.trainingRun.peakFlops[std::size_t(precision)].has_value();
            items->item(row)->setEnabled(available);
            items->item(row)->setToolTip(available ? QString()
                                                   : tr("not on the %1's datasheet")
                                                         .arg(QString::fromStdString(scenario.trainingRun.acceleratorName)));
        }
    }
    trainingBox_->setVisible(scenario.model == core::ModelKind::Training && groups_.testFlag(LawGroup));
    if (scenario.model == core::ModelKind::Training) {
        const QSignalBlocker a(accelerator_), u(utilization_), g(algorithm_), c(scaling_), o(overlap_);
        accelerator_->setCurrentIndex(accelerator_->findData(QString::fromStdString(scenario.accelerator)));
        utilization_->setValue(static_cast<int>(std::lround(scenario.utilization * 100.0)));
        utilizationValue_->setText(QStringLiteral("%1%").arg(std::lround(scenario.utilization * 100.0)));
        const auto& t = scenario.training;
        parameterCount_->showValue(t.parameterCount);
        flops_->showValue(t.flopsPerStep);
        latency_->showValue(t.latencySeconds);
        bandwidth_->showValue(t.bandwidthBytesPerSecond);
        sequential_->showValue(t.sequentialSeconds);
        algorithm_->setCurrentIndex(algorithm_->findData(int(t.algorithm)));
        scaling_->setCurrentIndex(scaling_->findData(int(t.scaling)));
        overlap_->setValue(static_cast<int>(std::lround(t.overlap * 100.0)));
        overlapValue_->setText(QStringLiteral("%1%").arg(std::lround(t.overlap * 100.0)));
        const auto model = scenario.trainingModel();
        const auto times = model.stepTimes(std::max(1.0, std::round(scenario.processors)));
        trainingInfo_->setText(tr("X = %1 FLOP/s per worker, b = %2 bytes")
                                   .arg(NumberFormat::scientific(model.parameters().throughputFlops))
                                   .arg(model.parameters().bytesPerElement));
        trainingTimes_->setText(tr("at N: T_comp = %1 s, T_comm = %2 s")
                                    .arg(NumberFormat::scientific(times.compute), NumberFormat::scientific(times.communication)));
    }
    processorSlider_->setLogValueSilently(scenario.processors);
    processorField_->showValue(scenario.processors);

    {
        const QSignalBlocker blocker(precisionCombo_);
        precisionCombo_->setCurrentIndex(precisionCombo_->findData(int(scenario.precision)));
    }
    {
        const QSignalBlocker blocker(speedFactorSpin_);
        speedFactorSpin_->setValue(scenario.speedFactor());
    }
    const auto& info = core::precisionInfo(scenario.precision);
    precisionInfo_->setText(tr("%1 bytes per element \u00B7 s' = %2")
                                .arg(info.bytesPerElement)
                                .arg(NumberFormat::scientific(scenario.effectiveSerialFraction())));
}

}  // namespace effsurf::ui
