// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/BuiltinTours.h"

#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/session/SessionFile.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QFile>

namespace effsurf::ui {

namespace {
struct Loaded {
    std::vector<std::shared_ptr<const core::Tour>> tours;
    QStringList errors;
};

const Loaded& loaded() {
    static const Loaded result = [] {
        initializeResources();
        Loaded l;
        for (const QString& path : BuiltinTours::resourcePaths()) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                l.errors << QStringLiteral("%1: %2").arg(path, file.errorString());
                continue;
            }
            QString error;
            if (auto tour = SessionFile::tourFromJson(file.readAll(), path, &error))
                l.tours.push_back(std::make_shared<const core::Tour>(std::move(*tour)));
            else l.errors << error;
        }
        return l;
    }();
    return result;
}
}  // namespace

QStringList BuiltinTours::resourcePaths() {
    QStringList paths;
    for (const char* id : {"amdahl-surface", "top500-hpl-hpcg", "piz-daint", "half-precision", "performance-wall", "deep-networks"})
        paths << QStringLiteral(":/effsurf/tours/%1.json").arg(QLatin1String(id));
    return paths;
}

const std::vector<std::shared_ptr<const core::Tour>>& BuiltinTours::all() { return loaded().tours; }

QStringList BuiltinTours::loadErrors() { return loaded().errors; }

QString BuiltinTours::translated(const std::string& text) {
    // At display time, not at load: the tours are parsed once, the language may be applied after (tests walk several).
    return text.empty() ? QString() : QCoreApplication::translate("BuiltinTours", text.c_str());
}

QString BuiltinTours::translatedFormula(const std::string& formula) {
    // A formula's words (\text{bubble}) in the language; its symbols and live numbers as they are.
    static const QRegularExpression formulaWord(QStringLiteral(R"(\\text\{([^{}]*)\})"));
    const QString source = QString::fromStdString(formula);
    QString typeset;
    qsizetype from = 0;
    for (auto match = formulaWord.globalMatch(source); match.hasNext();) {
        const auto word = match.next();
        QString inLanguage = translated(word.captured(1).toStdString());
        inLanguage.remove(QLatin1Char('{')).remove(QLatin1Char('}')).remove(QLatin1Char('\\'));  // stays one \text{...}
        typeset += source.mid(from, word.capturedStart() - from) + QStringLiteral("\\text{") + inLanguage + QLatin1Char('}');
        from = word.capturedEnd();
    }
    return typeset + source.mid(from);
}

core::Tour BuiltinTours::inLanguage(const core::Tour& tour) {
    core::Tour out = tour;
    const auto words = [](std::string& text) { text = translated(text).toStdString(); };
    words(out.title);
    words(out.description);
    for (auto& step : out.steps) {
        words(step.title);
        words(step.text);
        words(step.question);
        step.formula = translatedFormula(step.formula).toStdString();
    }
    return out;
}

}  // namespace effsurf::ui
