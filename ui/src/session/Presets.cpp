// SPDX-License-Identifier: MIT
#include "effsurf/ui/session/Presets.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/widgets/SaveFile.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace effsurf::ui {
namespace {

QString slug(const QString& title) {
    QString id = title.toLower();
    id.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    return id.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
}

}  // namespace

QString Presets::userDirectory() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/presets"); }

std::vector<Presets::Entry> Presets::all() {
    initializeResources();
    std::vector<Entry> entries;
    // core's library of the built-in presets, in teaching order: the CLI and Python list the same.
    for (const auto& preset : resources::presetLibrary().presets())
        entries.push_back({QString::fromStdString(preset.id), QString::fromStdString(preset.title),
                           QString::fromStdString(preset.description), true, QString()});
    std::vector<Entry> user;
    const QDir dir(userDirectory());
    for (const QString& file : dir.entryList({QStringLiteral("*.effsurf")}, QDir::Files)) {
        QFile f(dir.filePath(file));
        f.open(QIODevice::ReadOnly);
        const QString title = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("title")).toString();
        user.push_back({QFileInfo(file).completeBaseName(), title.isEmpty() ? QFileInfo(file).completeBaseName() : title, QString(), false,
                        dir.filePath(file)});
    }
    std::sort(user.begin(), user.end(), [](const auto& a, const auto& b) { return a.title < b.title; });
    entries.insert(entries.end(), user.begin(), user.end());
    return entries;
}

std::optional<Presets::Entry> Presets::find(const QString& idOrTitle) {
    for (const auto& entry : all())
        if (entry.id == idOrTitle || entry.title.compare(idOrTitle, Qt::CaseInsensitive) == 0) return entry;
    return std::nullopt;
}

std::optional<SessionFile::Loaded> Presets::load(const QString& idOrTitle, QString* error) {
    const auto entry = find(idOrTitle);
    if (!entry) {
        QStringList names;
        for (const auto& e : all()) names << e.id;
        if (error) *error = QStringLiteral("no preset '%1'; presets: %2").arg(idOrTitle, names.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (entry->builtIn) {
        const auto& text = resources::presetLibrary().find(entry->id.toStdString()).text;
        return SessionFile::fromJson(QByteArray(text.data(), qsizetype(text.size())), entry->id + QStringLiteral(" (built-in preset)"),
                                     error);
    }
    return SessionFile::load(entry->path, error);
}

bool Presets::saveUser(const QString& title, const core::Scenario& scenario, const ViewState& view, QString* error) {
    const QString id = slug(title);
    if (id.isEmpty()) {
        if (error) *error = QStringLiteral("a preset needs a name with letters or digits");
        return false;
    }
    for (const auto& entry : all())
        if (entry.builtIn && entry.id == id) {
            if (error) *error = QStringLiteral("'%1' is a built-in preset; choose another name").arg(title);
            return false;
        }
    QDir().mkpath(userDirectory());
    const auto json = SessionFile::toJson(scenario, view, error, title);
    if (!json) return false;
    const QString path = userDirectory() + QLatin1Char('/') + id + QStringLiteral(".effsurf");
    return SaveFile::writeAll(path, *json, error);
}

bool Presets::removeUser(const QString& id, QString* error) {
    const auto entry = find(id);
    if (!entry || entry->builtIn) {
        if (error) *error = entry ? QStringLiteral("built-in presets cannot be deleted") : QStringLiteral("no user preset '%1'").arg(id);
        return false;
    }
    if (!QFile::remove(entry->path)) {
        if (error) *error = QStringLiteral("cannot delete '%1'").arg(entry->path);
        return false;
    }
    return true;
}

}  // namespace effsurf::ui
