// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/ImportDialog.h"

#include "effsurf/core/util/NumberText.h"

#include "effsurf/ui/style/AppStyle.h"

#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/ImportOptions.h"
#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/CoreMessageText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace effsurf::ui {
namespace {

const QString kAuto = QObject::tr("(automatic)");
const char* const kQuantityIds[] = {"time", "speedup", "efficiency", "rmax+rpeak"};
const core::MeasuredQuantity kQuantities[] = {core::MeasuredQuantity::Time, core::MeasuredQuantity::Speedup,
                                              core::MeasuredQuantity::Efficiency, core::MeasuredQuantity::RmaxRpeak};

std::optional<std::string> chosen(const QComboBox* combo) {
    if (combo->currentIndex() <= 0) return std::nullopt;
    return combo->currentText().toStdString();
}

QString bytesText(std::uint64_t bytes) { return QLocale::c().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat); }

QString count(std::size_t n) { return NumberFormat::count(n); }

/// "Which column is N?" for the field an import error names.
QString questionFor(const QString& field) {
    namespace column = core::column_field;
    if (field == QLatin1String(column::kProcessors)) return QObject::tr("Which column is N?");
    if (field == QLatin1String(column::kValue)) return QObject::tr("Which column holds the measurement?");
    if (field == QLatin1String(column::kQuantity)) return QObject::tr("What does the chosen column hold?");
    if (field == QLatin1String(column::kPeak)) return QObject::tr("Which column is Rpeak?");
    return {};
}

}  // namespace

ImportDialog::ImportDialog(const QString& path, QWidget* parent)
    : QDialog(parent),
      path_(path),
      job_(new MeasurementImportJob(this)),
      question_(new QLabel(this)),
      processors_(new QComboBox(this)),
      quantity_(new QComboBox(this)),
      value_(new QComboBox(this)),
      peak_(new QComboBox(this)),
      region_(new QLineEdit(this)),
      metric_(new QLineEdit(this)),
      parameter_(new QLineEdit(this)),
      progress_(new QProgressBar(this)),
      progressText_(new QLabel(this)),
      preview_(new QTableWidget(this)),
      issues_(new QListWidget(this)),
      summary_(new QLabel(this)),
      load_(new QPushButton(tr("Load"), this)),
      loadValid_(new QPushButton(tr("Load valid rows only"), this)) {
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    resize(820, 640);

    std::vector<std::string> header;
    try {
        extraP_ = core::ExtraPImporter::recognizes(core::readFileHead(path.toStdString(), 64 * 1024));
        if (!extraP_) header = core::MeasurementCsvImporter::readHeader(path.toStdString());
    } catch (const core::ImportError& e) {
        fileError_ = CoreMessageText::of(QString::fromUtf8(e.what()));  // core's words in the window's language
    }
    fileSize_ = std::uint64_t(std::max<qint64>(0, QFileInfo(path).size()));

    question_->setWordWrap(true);
    question_->setTextFormat(Qt::PlainText);
    question_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(AppStyle::errorText(palette()).name()));
    question_->hide();

    auto* mapping = new QFormLayout;
    quantity_->addItem(kAuto);
    for (const char* q : kQuantityIds) quantity_->addItem(QString::fromLatin1(q));
    for (QComboBox* combo : {processors_, value_, peak_}) {
        combo->addItem(kAuto);
        for (const auto& name : header) combo->addItem(QString::fromStdString(name));
    }
    if (!extraP_) {
        mapping->addRow(tr("N column"), processors_);
        mapping->addRow(tr("value column"), value_);
        mapping->addRow(tr("quantity"), quantity_);
        mapping->addRow(tr("Rpeak column"), peak_);
        value_->setToolTip(
            tr("Choosing the value column is enough when its name says what it holds (time_s, runtime, "
               "speedup); a unit in its name (ms, min, %) is applied."));
        parameter_->hide();
        region_->hide();
        metric_->hide();
        for (QComboBox* combo : {processors_, quantity_, value_, peak_})
            connect(combo, &QComboBox::currentIndexChanged, this, &ImportDialog::reparse);
    } else {
        parameter_->setPlaceholderText(tr("automatic (p, procs, processes, n, ranks, ...)"));
        region_->setPlaceholderText(tr("first region"));
        metric_->setPlaceholderText(tr("time, else the first metric"));
        mapping->addRow(tr("process-count parameter"), parameter_);
        mapping->addRow(tr("region"), region_);
        mapping->addRow(tr("metric"), metric_);
        for (QComboBox* combo : {processors_, quantity_, value_, peak_}) combo->hide();
        for (QLineEdit* edit : {parameter_, region_, metric_}) connect(edit, &QLineEdit::editingFinished, this, &ImportDialog::reparse);
    }

    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    progress_->hide();
    progressText_->hide();

    preview_->setColumnCount(7);
    preview_->setHorizontalHeaderLabels({tr("line"), tr("N"), tr("mean value"), tr("runs"), tr("min .. max"),
                                         tr("s_eff (Karp\u2013"
                                            "Flatt)"),
                                         tr("flag")});
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

    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(progressText_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("<b>%1</b> (%2, %3)").arg(path.toHtmlEscaped(), extraP_ ? tr("Extra-P text") : tr("CSV"), bytesText(fileSize_)), this));
    layout->addWidget(question_);
    layout->addLayout(mapping);
    layout->addLayout(progressRow);
    layout->addWidget(preview_, 3);
    layout->addWidget(new QLabel(tr("Problems:"), this));
    layout->addWidget(issues_, 2);
    layout->addWidget(summary_);
    layout->addWidget(buttons);

    connect(job_, &MeasurementImportJob::progress, this, [this](std::uint64_t done, std::uint64_t total) {
        const double fraction = total > 0 ? double(done) / double(total) : 0.0;
        progress_->setValue(static_cast<int>(fraction * 1000.0));
        progress_->setFormat(tr("%1%").arg(static_cast<int>(fraction * 100.0)));
        progressText_->setText(tr("reading %1 of %2\u2026").arg(bytesText(done), bytesText(total)));
        emit readProgress(done, total);
    });
    connect(job_, &MeasurementImportJob::finished, this, &ImportDialog::showOutcome);
    reparse();
}

bool ImportDialog::isReading() const { return job_->isRunning(); }

void ImportDialog::cancelReading() {
    if (!job_->isRunning()) return;
    job_->cancel();
}

void ImportDialog::reject() {
    cancelReading();
    QDialog::reject();
}

QString ImportDialog::questionText() const { return question_->isHidden() ? QString() : question_->text(); }

MeasurementImportJob::Request ImportDialog::request() const {
    MeasurementImportJob::Request r;
    r.path = path_;
    r.extraP = extraP_;
    if (extraP_) {
        if (!parameter_->text().trimmed().isEmpty()) r.selection.processParameter = parameter_->text().trimmed().toStdString();
        if (!region_->text().trimmed().isEmpty()) r.selection.region = region_->text().trimmed().toStdString();
        if (!metric_->text().trimmed().isEmpty()) r.selection.metric = metric_->text().trimmed().toStdString();
    } else {
        r.mapping.processors = chosen(processors_);
        r.mapping.value = chosen(value_);
        r.mapping.peak = chosen(peak_);
        if (quantity_->currentIndex() > 0) r.mapping.quantity = kQuantities[quantity_->currentIndex() - 1];
    }
    return r;
}

void ImportDialog::reparse() {
    parsed_.reset();
    fit_.reset();
    cancelled_ = false;
    preview_->setRowCount(0);
    issues_->clear();
    question_->hide();
    for (QComboBox* combo : {processors_, quantity_, value_, peak_}) combo->setStyleSheet(QString());
    load_->setEnabled(false);
    loadValid_->setEnabled(false);
    if (!fileError_.isEmpty()) {
        issues_->addItem(fileError_);
        summary_->setText(tr("This file cannot be loaded."));
        return;
    }
    const auto r = request();
    if (fileSize_ >= MeasurementImportJob::kInlineBytes) {
        showFirstLook(r);
        progress_->setValue(0);
        progress_->setFormat(QStringLiteral("0%"));
        progressText_->setText(tr("reading %1\u2026").arg(bytesText(fileSize_)));
        progress_->show();
        progressText_->show();
    }
    job_->start(r);
}

void ImportDialog::showFirstLook(const MeasurementImportJob::Request& r) {
    if (r.extraP) return;  // Extra-P files are read whole; they are small in practice
    core::ImportOptions options;
    options.rowLimit = kFirstLookRows;
    try {
        const auto first = core::MeasurementCsvImporter::importFile(r.path.toStdString(), r.mapping, options);
        showPoints(first.series, nullptr, kMaxPreviewRows);
        summary_->setText(tr("The first %1 rows; reading the whole file\u2026").arg(count(first.series.rowCount())));
    } catch (const std::exception&) {
        // The full read reports the error with its line.
    }
}

void ImportDialog::ask(const QString& field, const QString& message) {
    const QString question = questionFor(field);
    if (question.isEmpty()) return;
    question_->setText(question + QLatin1Char(' ') + message);
    question_->show();
    namespace column = core::column_field;
    QComboBox* combo = field == QLatin1String(column::kProcessors) ? processors_
                       : field == QLatin1String(column::kValue)    ? value_
                       : field == QLatin1String(column::kQuantity) ? quantity_
                                                                   : peak_;
    combo->setStyleSheet(QStringLiteral("QComboBox { border: 2px solid %1; }").arg(AppStyle::errorText(palette()).name()));
    combo->setFocus();
}

void ImportDialog::showPoints(const core::MeasurementSeries& series, const core::SerialFractionFit* fit, int limit) {
    const int rows = std::min<int>(limit, static_cast<int>(series.points.size()));
    preview_->setUpdatesEnabled(false);
    preview_->setRowCount(rows);
    const QString unit = series.unit.empty() ? QString() : QStringLiteral(" ") + QString::fromStdString(series.unit);
    for (int row = 0; row < rows; ++row) {
        const auto& p = series.points[std::size_t(row)];
        QString seff, flag;
        if (fit && std::size_t(row) < fit->processors.size()) {
            seff = NumberFormat::scientific(fit->pointSerialFraction[std::size_t(row)], 3);
            if (fit->aboveIdeal[std::size_t(row)]) flag = tr("S > N: superlinear or noise (kept)");
        }
        const QStringList cells{
            QString::number(p.line),
            QLocale::c().toString(p.processors, 'g', 10),
            QLocale::c().toString(p.value, 'g', 8) + unit,
            QString::number(p.repetitions),
            p.repetitions > 1
                ? QStringLiteral("%1 .. %2").arg(QLocale::c().toString(p.minimum, 'g', 6), QLocale::c().toString(p.maximum, 'g', 6))
                : QString(),
            seff,
            flag};
        for (int column = 0; column < cells.size(); ++column) preview_->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    preview_->setUpdatesEnabled(true);
}

void ImportDialog::showOutcome() {
    progress_->hide();
    progressText_->hide();
    MeasurementImportJob::Outcome outcome = job_->takeOutcome();
    if (outcome.cancelled) {
        cancelled_ = true;
        summary_->setText(tr("Reading was cancelled; nothing is loaded."));
        emit readFinished();
        return;
    }
    if (!outcome.result) {
        preview_->setRowCount(0);
        for (const QString& line : outcome.error.split(QLatin1Char('\n'))) issues_->addItem(CoreMessageText::of(line));
        const qsizetype colon = outcome.error.indexOf(outcome.errorField + QStringLiteral(": "));
        ask(outcome.errorField, CoreMessageText::of(colon >= 0 ? outcome.error.mid(colon + outcome.errorField.size() + 2) : outcome.error));
        summary_->setText(question_->isHidden() ? tr("This file cannot be loaded.")
                                                : tr("Choose the column above; the file is read again."));
        emit readFinished();
        return;
    }
    parsed_ = std::move(outcome.result);
    const auto& series = parsed_->series;
    fit_ = core::fitSerialFraction(series);
    showPoints(series, &*fit_, kMaxPreviewRows);
    for (const auto& issue : parsed_->issues) issues_->addItem(CoreMessageText::of(QString::fromStdString(issue.toString())));
    const QString issueSummary = CoreMessageText::of(QString::fromStdString(parsed_->issueSummary()));
    if (parsed_->issueCount > parsed_->issues.size()) issues_->addItem(issueSummary);

    const auto& fit = *fit_;
    // Digits enough to tell the interval's ends apart (a tight fit over many rows needs more than three).
    const auto interval = core::formatInterval(fit.serialFraction, fit.lower95, fit.upper95);
    QString fitText = fit.ok ? tr("Fit: s = %1 (95%: %2 .. %3), R\u00B2 = %4.")
                                   .arg(QString::fromStdString(interval.estimate), QString::fromStdString(interval.lower),
                                        QString::fromStdString(interval.upper))
                                   .arg(fit.rSquared, 0, 'f', 4)
                             : tr("No fit: %1.").arg(QString::fromStdString(fit.reason));
    if (fit.ok && fit.aboveIdealCount > 0)
        fitText += QLatin1Char(' ') + tr("%n point(s) above the ideal speedup (S > N): kept, fitted and flagged.", nullptr,
                                         static_cast<int>(fit.aboveIdealCount));
    if (fit.ok && !fit.warning.empty()) fitText += QLatin1Char(' ') + QString::fromStdString(fit.warning) + QLatin1Char('.');
    const QString shape =
        tr("%1 rows at %2 distinct N (%3%4)")
            .arg(count(series.rowCount()), count(series.points.size()), QString::fromLatin1(core::quantityId(series.quantity).data()),
                 series.unit.empty() ? QString() : QStringLiteral(", ") + QString::fromStdString(series.unit));
    const QString more = int(series.points.size()) > kMaxPreviewRows
                             ? QLatin1Char(' ') + tr("The table shows the first %1 N.").arg(kMaxPreviewRows)
                             : QString();
    const std::size_t bad = parsed_->issueCount;
    const bool good = series.rowCount() > 0;
    // A file of several series (effsurf-probe's): the table shows the first;
    // the file loads when any of them can be fitted.
    bool fits = fit.ok;
    QString others;
    if (!parsed_->otherSeries.empty()) {
        QStringList names;
        for (const auto& other : parsed_->otherSeries) {
            names << QString::fromStdString(other.name);
            fits = fits || core::fitSerialFraction(other).ok;
        }
        others = QLatin1Char(' ') + tr("The file holds %n more series (%1); the table shows '%2'.", nullptr, static_cast<int>(names.size()))
                                        .arg(names.join(QStringLiteral(", ")), QString::fromStdString(series.name));
    }
    if (bad == 0) {
        summary_->setText(shape + QStringLiteral(". ") + fitText + more + others);
    } else {
        summary_->setText(
            tr("%1: the file is refused as it is. %2 could be loaded without the bad rows. %3").arg(issueSummary, shape, fitText) + more);
    }
    load_->setEnabled(bad == 0 && fits);
    loadValid_->setEnabled(bad > 0 && good && fits);
    loadValid_->setText(tr("Load %1 valid rows, leave %2 out").arg(count(series.rowCount()), count(bad)));
    emit readFinished();
}

}  // namespace effsurf::ui
