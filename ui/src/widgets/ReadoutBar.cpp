// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/ReadoutBar.h"

#include "effsurf/ui/widgets/ConcealedText.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/SettledAnnouncer.h"

#include <QGridLayout>
#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>

#include <algorithm>

#include <limits>

namespace effsurf::ui {

ReadoutBar::ReadoutBar(QWidget* parent) : QWidget(parent), notice_(new QLabel(this)), announcer_(new SettledAnnouncer(this)) {
    setObjectName(QStringLiteral("readoutBar"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    const QString captions[kMaxValueCount] = {tr("speedup"), tr("efficiency"), tr("gain ceiling"), QString()};
    for (int i = 0; i < kMaxValueCount; ++i) {
        auto* value = new QLabel(this);
        value->setAlignment(Qt::AlignCenter);
        // The numbers never widen the window: they shrink to their column instead (fitValues).
        value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        auto* caption = new QLabel(captions[i], this);
        caption->setAlignment(Qt::AlignCenter);
        layout->addWidget(value, 0, i);
        layout->addWidget(caption, 1, i);
        values_[std::size_t(i)] = value;
        captions_[std::size_t(i)] = caption;
        announcer_->watch(value);
        announcer_->watch(caption);  // "gain ceiling 1/s' (s' = ...)" follows the slider too
    }
    notice_->setWordWrap(true);
    notice_->hide();
    layout->addWidget(notice_, 2, 0, 1, kMaxValueCount);
    for (int i = 0; i < kMaxValueCount; ++i) layout->setColumnStretch(i, 1);
    showColumns(kValueCount);
    fitValues();
}

void ReadoutBar::fitValues() {
    // 2.4 times the bar's font, bold; less where a value would not fit its
    // column (a 4:3 projector, "S_max = ..."), never below the captions' size.
    QFont big = font();
    big.setBold(true);
    const double wanted = font().pointSizeF() * kValueScale;
    for (QLabel* value : values_) {
        const int room = std::max(1, (width() - 24) / shown_ - 12);
        double points = wanted;
        big.setPointSizeF(points);
        const double needed = QFontMetricsF(big).horizontalAdvance(value->text());
        if (needed > room) points = std::max(font().pointSizeF(), points * room / needed);
        big.setPointSizeF(points);
        if (value->font() != big) value->setFont(big);
    }
}

void ReadoutBar::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitValues();
}

void ReadoutBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitValues();
}

void ReadoutBar::setNotice(const QString& notice) {
    notice_->setText(notice);
    notice_->setVisible(!notice.isEmpty());
}

QString ReadoutBar::notice() const { return notice_->text(); }

void ReadoutBar::showColumns(int count) {
    shown_ = count;
    auto* grid = static_cast<QGridLayout*>(layout());
    for (int i = 0; i < kMaxValueCount; ++i) {
        values_[std::size_t(i)]->setVisible(i < count);
        captions_[std::size_t(i)]->setVisible(i < count);
        grid->setColumnStretch(i, i < count ? 1 : 0);
    }
}

void ReadoutBar::showValues(const std::vector<Value>& values) {
    const int count = std::clamp(int(values.size()), 1, int(kMaxValueCount));
    std::vector<std::pair<QString, QString>> texts;
    for (int i = 0; i < count; ++i) {
        const Value& v = i < int(values.size()) ? values[std::size_t(i)] : Value{};
        values_[std::size_t(i)]->setToolTip(v.toolTip);
        texts.emplace_back(v.value, v.caption);
    }
    if (count != shown_) showColumns(count);
    setTexts(texts);
}

void ReadoutBar::showScenario(const core::Scenario& scenario) {
    if (shown_ != kValueCount) showColumns(kValueCount);
    for (QLabel* value : values_) value->setToolTip(QString());
    const auto text = [](double v) { return NumberFormat::scientific(v); };
    std::vector<std::pair<QString, QString>> texts{{QStringLiteral("S = ") + text(scenario.speedup()), tr("speedup")},
                                                   {QStringLiteral("E = ") + text(scenario.efficiency()), tr("efficiency")}};
    // The third value is what caps the gain under this law, in its own terms.
    using Kind = core::Scenario::GainLimit::Kind;
    const core::Scenario::GainLimit limit = scenario.gainLimit();
    const double sEff = scenario.effectiveSerialFraction();
    switch (limit.kind) {
        case Kind::Ceiling:
            // Say which s the ceiling uses when precision makes it differ from the slider's.
            texts.emplace_back(QStringLiteral("1/s = ") + text(limit.speedup),
                               sEff != scenario.serialFraction ? tr("gain ceiling 1/s' (s' = %1)").arg(text(sEff)) : tr("gain ceiling"));
            break;
        case Kind::Unbounded: texts.emplace_back(tr("no ceiling"), tr("S grows without bound")); break;
        case Kind::Maximum:
            texts.emplace_back(QStringLiteral("S\u2098\u2090\u2093 = ") + text(limit.speedup),
                               tr("maximum at N = %1").arg(text(limit.processors)));
            break;
        case Kind::NoMaximumInRange:
            texts.emplace_back(tr("no maximum"), tr("within N \u2264 %1").arg(text(core::Scenario::kMaxProcessors)));
            break;
    }
    setTexts(texts);
}

void ReadoutBar::setTexts(const std::vector<std::pair<QString, QString>>& texts) {
    texts_ = texts;
    for (std::size_t i = 0; i < texts.size() && i < values_.size(); ++i) {
        values_[i]->setText(concealed_ ? ConcealedText::of(texts[i].first) : texts[i].first);
        captions_[i]->setText(concealed_ ? ConcealedText::of(texts[i].second) : texts[i].second);
    }
    if (isVisible()) fitValues();
    announcer_->changed();
}

void ReadoutBar::setConcealed(bool concealed) {
    if (concealed == concealed_) return;
    concealed_ = concealed;
    setTexts(std::vector<std::pair<QString, QString>>(texts_));
}

}  // namespace effsurf::ui
