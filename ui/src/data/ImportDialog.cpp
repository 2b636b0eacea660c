#include "effsurf/ui/data/ImportDialog.h"

#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace effsurf::ui {
namespace {

const QString kAuto = QObject::tr("(automatic)");

/// True if the first meaningful line is an Extra-P keyword.
bool looksLikeExtraP(const std::string& bytes) {
    std::size_t start = 0;
    while (start < bytes.size()) {
        const auto end = bytes.find('\n', start);
        const auto line = core::trim(std::string_view(bytes).substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (!line.empty() && line.front() != '#')
            return line.rfind("PARAMETER", 0) == 0 || line.rfind("POINTS", 0) == 0;
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return false;
}

std::optional<std::string> chosen(const QComboBox* combo) {
    if (combo->currentIndex() <= 0) return std::nullopt;
    return combo->currentText().toStdString();
}

}  // namespace

ImportDialog::ImportDialog(const QString& path, QWidget* parent)
    : QDialog(parent), path_(path), processors_(new QComboBox(this)), quantity_(new QComboBox(this)),
      value_(new QComboBox(this)), peak_(new QComboBox(this)), region_(new QLineEdit(this)),
      metric_(new QLineEdit(this)), parameter_(new QLineEdit(this)), preview_(new QTableWidget(this)),
      issues_(new QListWidget(this)), summary_(new QLabel(this)), load_(new QPushButton(tr("Load"), this)),
      loadValid_(new QPushButton(tr("Load valid rows only"), this)) {
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    resize(760, 620);

    try {
        bytes_ = core::readFileBytes(path.toStdString());
        extraP_ = looksLikeExtraP(bytes_);
    } catch (const core::ImportError& e) {
        fileError_ = QString::fromUtf8(e.what());
    }

    auto* mapping = new QFormLayout;
    quantity_->addItem(kAuto);
    for (const char* q : {"time", "speedup", "efficiency", "rmax+rpeak"}) quantity_->addItem(QString::fromLatin1(q));
    for (QComboBox* combo : {processors_, value_, peak_}) combo->addItem(kAuto);
    if (!extraP_ && fileError_.isEmpty()) {
        try {
            const auto doc = core::CsvReader::parse(bytes_, path.toStdString());
            for (const auto& name : doc.header)
                for (QComboBox* combo : {processors_, value_, peak_}) combo->addItem(QString::fromStdString(name));
        } catch (const core::ImportError&) {
            // reparse() shows the error.
        }
        mapping->addRow(tr("N column"), processors_);
        mapping->addRow(tr("quantity"), quantity_);
        mapping->addRow(tr("value column"), value_);
        mapping->addRow(tr("Rpeak column"), peak_);
    } else {
        parameter_->setPlaceholderText(tr("automatic (p, procs, processes, n, ranks, ...)"));
        region_->setPlaceholderText(tr("first region"));
        metric_->setPlaceholderText(tr("time, else the first metric"));
        mapping->addRow(tr("process-count parameter"), parameter_);
        mapping->addRow(tr("region"), region_);
        mapping->addRow(tr("metric"), metric_);
        for (QComboBox* combo : {processors_, quantity_, value_, peak_}) combo->hide();
    }
    if (extraP_) {
        for (QLineEdit* edit : {parameter_, region_, metric_})
            connect(edit, &QLineEdit::editingFinished, this, &ImportDialog::reparse);
    } else {
        parameter_->hide();
        region_->hide();
        metric_->hide();
        for (QComboBox* combo : {processors_, quantity_, value_, peak_})
            connect(combo, &QComboBox::currentIndexChanged, this, &ImportDialog::reparse);
    }

    preview_->setColumnCount(5);
    preview_->setHorizontalHeaderLabels({tr("line"), tr("N"), tr("value"), tr("repetitions"), tr("spread (min .. max)")});
    preview_->verticalHeader()->hide();
    preview_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview_->horizontalHeader()->setStretchLastSection(true);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(load_, QDialogButtonBox::AcceptRole);
    buttons->addButton(loadValid_, QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(load_, &QPushButton::clicked, this, &QDialog::accept);
    connect(loadValid_, &QPushButton::clicked, this, &QDialog::accept);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<b>%1</b> (%2)").arg(path.toHtmlEscaped(), extraP_ ? tr("Extra-P text") : tr("CSV")), this));
    layout->addLayout(mapping);
    layout->addWidget(preview_, 3);
    layout->addWidget(new QLabel(tr("Problems:"), this));
    layout->addWidget(issues_, 2);
    layout->addWidget(summary_);
    layout->addWidget(buttons);
    reparse();
}

void ImportDialog::reparse() {
    parsed_.reset();
    preview_->setRowCount(0);
    issues_->clear();
    QString error = fileError_;
    if (error.isEmpty()) {
        try {
            if (extraP_) {
                core::ExtraPSelection selection;
                if (!parameter_->text().trimmed().isEmpty()) selection.processParameter = parameter_->text().trimmed().toStdString();
                if (!region_->text().trimmed().isEmpty()) selection.region = region_->text().trimmed().toStdString();
                if (!metric_->text().trimmed().isEmpty()) selection.metric = metric_->text().trimmed().toStdString();
                parsed_ = core::ExtraPImporter::importText(bytes_, path_.toStdString(), selection);
            } else {
                core::MeasurementColumnMapping mapping;
                mapping.processors = chosen(processors_);
                mapping.value = chosen(value_);
                mapping.peak = chosen(peak_);
                static const core::MeasuredQuantity quantities[] = {core::MeasuredQuantity::Time,
                                                                    core::MeasuredQuantity::Speedup,
                                                                    core::MeasuredQuantity::Efficiency,
                                                                    core::MeasuredQuantity::RmaxRpeak};
                if (quantity_->currentIndex() > 0) mapping.quantity = quantities[quantity_->currentIndex() - 1];
                parsed_ = core::MeasurementCsvImporter::importText(bytes_, path_.toStdString(), mapping);
            }
        } catch (const core::ImportError& e) {
            error = QString::fromUtf8(e.what());
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
    }
    if (!parsed_) {
        for (const QString& line : error.split(QLatin1Char('\n'))) issues_->addItem(line);
        summary_->setText(tr("This file cannot be loaded."));
        load_->setEnabled(false);
        loadValid_->setEnabled(false);
        return;
    }

    const auto& series = parsed_->series;
    preview_->setRowCount(static_cast<int>(series.points.size()));
    for (int row = 0; row < preview_->rowCount(); ++row) {
        const auto& p = series.points[std::size_t(row)];
        const QStringList cells{QString::number(p.line), QString::number(p.processors, 'g', 10),
                                QString::number(p.value, 'g', 8), QString::number(p.repetitions),
                                p.repetitions > 1 ? QStringLiteral("%1 .. %2").arg(p.minimum).arg(p.maximum) : QString()};
        for (int column = 0; column < cells.size(); ++column) preview_->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    for (const auto& issue : parsed_->issues) issues_->addItem(QString::fromStdString(issue.toString()));

    const auto fit = core::fitSerialFraction(series);
    QString fitText = fit.ok ? tr("Fit: s = %1 (95%: %2 .. %3), R\u00B2 = %4.")
                                   .arg(NumberFormat::scientific(fit.serialFraction), NumberFormat::scientific(fit.lower95),
                                        NumberFormat::scientific(fit.upper95))
                                   .arg(fit.rSquared, 0, 'f', 4)
                             : tr("No fit: %1.").arg(QString::fromStdString(fit.reason));
    const int bad = static_cast<int>(parsed_->issues.size());
    const int good = static_cast<int>(series.points.size());
    if (bad == 0) {
        summary_->setText(tr("%1 rows of %2. %3").arg(good).arg(QString::fromStdString(std::string(core::quantityId(series.quantity))), fitText));
    } else {
        summary_->setText(tr("%1 problem(s): the file is refused as it is. %2 valid rows could be loaded without the "
                             "listed ones. %3")
                              .arg(bad)
                              .arg(good)
                              .arg(fitText));
    }
    load_->setEnabled(bad == 0 && fit.ok);
    loadValid_->setEnabled(bad > 0 && fit.ok);
    loadValid_->setText(tr("Load %1 valid rows, leave %2 out").arg(good).arg(bad));
}

}  // namespace effsurf::ui
