// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/CoreMessageText.h"

#include "effsurf/core/data/ImportIssueLog.h"
#include "effsurf/core/util/Message.h"
#include "effsurf/core/util/MessageCatalog.h"

#include <QCoreApplication>

namespace effsurf::ui {
namespace {

QString inLanguage(const core::MessageCatalog::Recognized& message) {
    // An import's count of problems by kind ("1,234 problems: 1,200 not a number, ..."), alone or after its file's
    // name: said again piece by piece (its list of kinds is no one pattern).
    if (const auto summary = core::ImportIssueLog::readSummary(message.text)) {
        return QString::fromStdString(core::ImportIssueLog::summary(
            summary->total, summary->counts, summary->listed, [](const core::Message& m) { return CoreMessageText::of(m).toStdString(); }));
    }
    if (message.pattern.empty()) return QString::fromStdString(message.text);
    // Core's patterns are translated in the context "core" (lupdate reads core/src/util/MessagePatterns.cpp).
    const QString pattern = QCoreApplication::translate("core", message.pattern.c_str());
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const auto& arg : message.args) args.push_back(inLanguage(arg).toStdString());
    return QString::fromStdString(core::Message::fill(pattern.toStdString(), args));
}

}  // namespace

QString CoreMessageText::of(const core::Message& message) {
    const QString pattern = QCoreApplication::translate("core", message.pattern().c_str());
    return QString::fromStdString(core::Message::fill(pattern.toStdString(), message.args()));
}

QString CoreMessageText::of(const QString& message) {
    if (message.isEmpty()) return message;
    // Several problems come one per line (core's ImportError): each is a sentence of its own.
    QStringList lines = message.split(QLatin1Char('\n'));
    for (QString& line : lines) line = inLanguage(core::MessageCatalog::recognize(line.toStdString()));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace effsurf::ui
