// SPDX-License-Identifier: MIT
// One number format wherever a person reads a number: every text the
// window shows on each of its tabs (labels, buttons, lists, tables, chart
// titles, axes, legends, point labels, the status bar) and every exported
// chart is scanned for C's exponents ("1e+06"), mantissas longer than the
// app writes ("1.479108388") and long counts without a power of ten or
// separators ("71429"). Fields are editable and exact (N = 2414592 as
// typed), so only C's exponent is refused there.

#include "UiTestSupport.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

QString plain(const QString& text) {
    if (!text.contains(QLatin1Char('<'))) return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

/// What is wrong with the numbers in `text` (empty: nothing). `editable`:
/// a field's exact value, where only C's exponent is wrong.
QStringList numberProblems(const QString& text, bool editable) {
    QStringList problems;
    static const QRegularExpression exponent(QStringLiteral("(?<![A-Za-z_])\\d+(\\.\\d+)?[eE][+-]?\\d+(?![A-Za-z])"));
    if (exponent.match(text).hasMatch()) problems << QStringLiteral("C exponent in \"%1\"").arg(text);
    if (editable) return problems;
    // Decimals: at most 7 significant digits, but alpha = 1 - s keeps its
    // nines and the digits of s after them ("α = 0.99999985453").
    static const QRegularExpression decimal(QStringLiteral("(?<![\\d.,])(\\d+)\\.(\\d+)(?![\\d.])"));
    for (auto it = decimal.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        QString digits = (m.captured(1) + m.captured(2));
        digits.remove(QRegularExpression(QStringLiteral("^0+")));
        if (m.captured(1) == QLatin1String("0") && m.captured(2).startsWith(QLatin1String("999"))) continue;  // an alpha
        if (digits.size() > 7) problems << QStringLiteral("over-long mantissa %1 in \"%2\"").arg(m.captured(0), text);
    }
    // Whole numbers from 10⁴ on: a power of ten, or a count with separators ("2,414,592").
    static const QRegularExpression whole(QStringLiteral("(?<![\\d.,\\w-])\\d{5,}(?![\\d.\\w]|,\\d)"));
    for (auto it = whole.globalMatch(text); it.hasNext();)
        problems << QStringLiteral("long number %1 without ×10ⁿ or separators in \"%2\"").arg(it.next().captured(0), text);
    return problems;
}

/// Every text a person reads in `window` now, with where it is.
QStringList windowProblems(ui::MainWindow& window) {
    QStringList problems;
    const auto check = [&](const QString& text, const QString& where, bool editable = false) {
        for (const QString& problem : numberProblems(plain(text), editable)) problems << where + QStringLiteral(": ") + problem;
    };
    for (QLabel* label : window.findChildren<QLabel*>())
        if (label->isVisible()) check(label->text(), QStringLiteral("label"));
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>())
        if (button->isVisible()) check(button->text(), QStringLiteral("button"));
    for (QLineEdit* field : window.findChildren<QLineEdit*>())
        if (field->isVisible()) check(field->text(), QStringLiteral("field %1").arg(field->objectName()), true);
    for (QComboBox* combo : window.findChildren<QComboBox*>())
        if (combo->isVisible())
            for (int i = 0; i < combo->count(); ++i) check(combo->itemText(i), QStringLiteral("list"));
    for (QAbstractItemView* view : window.findChildren<QAbstractItemView*>()) {
        if (!view->isVisible() || !view->model()) continue;
        const QAbstractItemModel* model = view->model();
        for (int row = 0; row < std::min(model->rowCount(), 200); ++row)
            for (int column = 0; column < model->columnCount(); ++column)
                check(model->index(row, column).data(Qt::DisplayRole).toString(), QStringLiteral("table cell"));
        for (int column = 0; column < model->columnCount(); ++column)
            check(model->headerData(column, Qt::Horizontal).toString(), QStringLiteral("table header"));
    }
    check(window.statusBar()->currentMessage(), QStringLiteral("status bar"));
    for (QLabel* label : window.statusBar()->findChildren<QLabel*>()) check(label->text(), QStringLiteral("status bar"));
    for (QChartView* view : window.findChildren<QChartView*>()) {
        if (!view->isVisible()) continue;
        QChart* chart = view->chart();
        const QString where = QStringLiteral("chart \"%1\"").arg(plain(chart->title()));
        check(chart->title(), where);
        for (QGraphicsItem* item : view->scene()->items()) {
            if (!item->isVisible()) continue;
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) check(text->toPlainText(), where);
            if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item)) check(text->text(), where);
        }
        for (QAbstractAxis* axis : chart->axes()) {
            check(axis->titleText(), where + QStringLiteral(" axis"));
            if (auto* category = qobject_cast<QCategoryAxis*>(axis))
                for (const QString& label : category->categoriesLabels()) check(label, where + QStringLiteral(" tick"));
        }
        for (QLegendMarker* marker : chart->legend()->markers()) check(marker->label(), where + QStringLiteral(" legend"));
    }
    return problems;
}

/// A scenario whose numbers are awkward: s from a drag (1.479108388×10⁻⁷),
/// N = Summit's 2,414,592 cores, a fitted series and snapshots at 10⁴ and 10⁶.
core::Scenario awkward() {
    core::Scenario scenario;
    scenario.serialFraction = 1.479108388e-7;
    scenario.processors = 2414592.0;
    auto data = test::amdahlSpeedupSeries(1.2345678e-4, {1, 2, 4, 8, 16, 64, 256, 1024, 12433});
    data->name = "run";
    scenario.series.push_back({"s1", data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0});
    for (const double n : {1e4, 1e6}) {
        core::Scenario other = scenario;
        other.series.clear();
        other.processors = n;
        other.serialFraction = 71429e-10;
        scenario.snapshots.push_back({n < 1e5 ? "A" : "B", std::make_shared<core::Scenario>(other)});
    }
    return scenario;
}

}  // namespace

TEST(NumberFormatScan, TheCheckItselfCatchesEveryKindOfWrongNumber) {
    EXPECT_FALSE(numberProblems(QStringLiteral("N = 1e+06"), false).isEmpty());
    EXPECT_FALSE(numberProblems(QStringLiteral("s = 1e-05"), true).isEmpty());  // not even in a field
    EXPECT_FALSE(numberProblems(QStringLiteral("s = 1.479108388×10⁻⁷"), false).isEmpty());
    EXPECT_FALSE(numberProblems(QStringLiteral("S = 71429"), false).isEmpty());
    EXPECT_FALSE(numberProblems(QStringLiteral("maximum at N = 12433"), false).isEmpty());
    EXPECT_TRUE(numberProblems(QStringLiteral("S = 7.14×10⁴, N = 2,414,592, α = 0.99999985453, 2026, E = 0.731"), false).isEmpty());
    EXPECT_TRUE(numberProblems(QStringLiteral("2414592"), true).isEmpty());                         // a field's exact value
    EXPECT_TRUE(numberProblems(QStringLiteral("FP8 ×8, GPT-3 175B, h 12288"), false).size() == 1);  // the model's shape is a count too
}

TEST(NumberFormatScan, EveryTextOfTheWindowAndItsFiguresUsesTheOneFormat) {
    auto window = test::makeShownWindow();
    window->resize(1600, 1000);
    window->controller()->setScenario(awkward());
    QStringList problems;
    for (core::ModelKind law :
         {core::ModelKind::Amdahl, core::ModelKind::Gustafson, core::ModelKind::Timeline, core::ModelKind::ParallelTraining}) {
        window->controller()->setModel(law);
        for (const char* panel : {"model", "history", "measurements", "compare", "training"}) {
            if (!window->showPanel(panel)) continue;
            ASSERT_TRUE(test::settle(*window));
            for (const QString& problem : windowProblems(*window))
                problems << QStringLiteral("%1/%2: %3")
                                .arg(QString::fromLatin1(core::modelKindId(law).data()), QString::fromLatin1(panel), problem);
        }
    }
    problems.removeDuplicates();
    EXPECT_TRUE(problems.isEmpty()) << problems.join(QLatin1Char('\n')).toStdString();
    window->controller()->undoStack()->setClean();

    // Every chart as a figure: its SVG's texts, the caption among them.
    QTemporaryDir dir;
    QStringList figureProblems;
    for (const QString& figure : ui::FigureExporter::figureNames()) {
        if (figure == QLatin1String("surface") || figure == QLatin1String("fit-table")) continue;
        ui::FigureExporter::Options options;
        options.format = ui::FigureExporter::Format::Svg;
        const QString path = dir.filePath(figure + QStringLiteral(".svg"));
        QString error;
        ASSERT_TRUE(ui::FigureExporter::exportChart(figure, awkward(), path, options, &error)) << error.toStdString();
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(file.readAll());
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                for (const QString& problem : numberProblems(xml.readElementText(QXmlStreamReader::IncludeChildElements), false))
                    figureProblems << figure + QStringLiteral(": ") + problem;
    }
    figureProblems.removeDuplicates();
    EXPECT_TRUE(figureProblems.isEmpty()) << figureProblems.join(QLatin1Char('\n')).toStdString();
}
