#include "effsurf/ui/widgets/ReadoutBar.h"

#include "effsurf/core/scenario/LiveText.h"

#include <QGridLayout>
#include <QLabel>

#include <limits>

namespace effsurf::ui {

ReadoutBar::ReadoutBar(QWidget* parent) : QWidget(parent), notice_(new QLabel(this)) {
    setObjectName(QStringLiteral("readoutBar"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    const QString captions[kValueCount] = {tr("speedup"), tr("efficiency"), tr("gain ceiling")};
    for (int i = 0; i < kValueCount; ++i) {
        auto* value = new QLabel(this);
        QFont big = value->font();
        big.setPointSizeF(big.pointSizeF() * 2.4);
        big.setBold(true);
        value->setFont(big);
        value->setAlignment(Qt::AlignCenter);
        auto* caption = new QLabel(captions[i], this);
        caption->setAlignment(Qt::AlignCenter);
        layout->addWidget(value, 0, i);
        layout->addWidget(caption, 1, i);
        values_[std::size_t(i)] = value;
        captions_[std::size_t(i)] = caption;
    }
    notice_->setWordWrap(true);
    notice_->hide();
    layout->addWidget(notice_, 2, 0, 1, kValueCount);
}

void ReadoutBar::setNotice(const QString& notice) {
    notice_->setText(notice);
    notice_->setVisible(!notice.isEmpty());
}

QString ReadoutBar::notice() const { return notice_->text(); }

void ReadoutBar::showScenario(const core::Scenario& scenario) {
    const auto text = [](double v) { return QString::fromStdString(core::formatLiveNumber(v, core::NumberNotation::Text)); };
    const double sEff = scenario.effectiveSerialFraction();
    values_[0]->setText(QStringLiteral("S = ") + text(scenario.speedup()));
    values_[1]->setText(QStringLiteral("E = ") + text(scenario.efficiency()));
    values_[2]->setText(QStringLiteral("1/s = ") + text(sEff > 0 ? 1.0 / sEff : std::numeric_limits<double>::infinity()));
    // Say which s the ceiling uses when precision or a model makes it differ from the slider's.
    captions_[2]->setText(sEff != scenario.serialFraction ? tr("gain ceiling 1/s' (s' = %1)").arg(text(sEff))
                                                          : tr("gain ceiling"));
}

}  // namespace effsurf::ui
