// SPDX-License-Identifier: MIT
#include "effsurf/ui/session/SessionFile.h"

#include "effsurf/ui/widgets/SaveFile.h"

#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/JsonWriter.h"
#include "effsurf/resources/BuiltinData.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <cctype>
#include <sstream>

// The format is core's (core::SessionJson): the window, effsurf-cli, Python
// and the exported page read and write sessions with the same code, so they
// write the same bytes. What is left here is Qt's side: QString names, files
// written atomically, and the kinds of file the window opens.
namespace effsurf::ui {
namespace {

std::string_view bytesOf(const QByteArray& bytes) { return std::string_view(bytes.constData(), std::size_t(bytes.size())); }

core::SessionView coreView(const ViewState& view) {
    return {view.cameraPreset, view.logarithmicEfficiency, view.lowerTab, view.sessionPath.toStdString()};
}

SessionFile::Loaded loadedFrom(core::SessionContent content) {
    SessionFile::Loaded loaded;
    loaded.scenario = std::move(content.scenario);
    loaded.view = {content.view.cameraPreset, content.view.logarithmicEfficiency, content.view.lowerTab,
                   QString::fromStdString(content.view.sessionPath)};
    loaded.title = QString::fromStdString(content.title);
    loaded.description = QString::fromStdString(content.description);
    return loaded;
}

/// Runs a core reader or writer; its refusal becomes "file: field: message" in `error`.
template <typename Call>
auto attempt(const QString& fileName, QString* error, Call&& call) -> std::optional<decltype(call())> {
    try {
        return call();
    } catch (const core::InvalidParameter& e) {
        if (error) *error = (fileName.isEmpty() ? QString() : fileName + QStringLiteral(": ")) + QString::fromStdString(e.what());
        return std::nullopt;
    }
}

}  // namespace

std::optional<QJsonObject> SessionFile::contentToJson(const core::Scenario& scenario, const ViewState* view, QString* error) {
    const auto text = attempt(QString(), error, [&] {
        std::ostringstream out;
        core::JsonWriter w(out);
        w.beginObject();
        const core::SessionView shown = view ? coreView(*view) : core::SessionView{};
        core::SessionJson::writeContentMembers(w, scenario, view ? &shown : nullptr);
        w.endObject();
        return std::move(out).str();
    });
    if (!text) return std::nullopt;
    return QJsonDocument::fromJson(QByteArray::fromStdString(*text)).object();
}

std::optional<QByteArray> SessionFile::toJson(const core::Scenario& scenario, const ViewState& view, QString* error,
                                              const QString& presetTitle) {
    const auto text = attempt(QString(), error, [&] {
        return core::SessionJson::writePreset(scenario, coreView(view), presetTitle.toStdString(), std::string());
    });
    if (!text) return std::nullopt;
    return QByteArray::fromStdString(*text);
}

std::optional<SessionFile::Loaded> SessionFile::contentFromJson(const QJsonObject& root, const QString& fileName, QString* error) {
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Compact);
    return attempt(fileName, error, [&] {
        return loadedFrom(core::SessionJson::readContent(core::parseJson(bytesOf(json)), resources::trainingCatalog()));
    });
}

std::optional<SessionFile::Loaded> SessionFile::fromJson(const QByteArray& json, const QString& fileName, QString* error) {
    return attempt(fileName, error, [&] { return loadedFrom(core::SessionJson::read(bytesOf(json), resources::trainingCatalog())); });
}

bool SessionFile::save(const QString& path, const core::Scenario& scenario, const ViewState& view, QString* error) {
    const auto json = toJson(scenario, view, error);
    if (!json) {
        if (error) *error = path + QStringLiteral(": ") + *error;
        return false;
    }
    return SaveFile::writeAll(path, *json, error);
}

SessionFile::Kind SessionFile::kindOf(const QString& path) {
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) return Kind::Other;
    // JSON starts with "{" (after blanks or a BOM); CSV and Extra-P text never do.
    const QByteArray head = file.read(64 * 1024);
    // An exported page: its metadata lies after the page's markup and style.
    if (head.startsWith("<!DOCTYPE html") && (head + file.read(16 * 1024 * 1024)).contains(kPageScript)) return Kind::Session;
    qsizetype start = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (start < head.size() && std::isspace(static_cast<unsigned char>(head[start]))) ++start;
    if (start >= head.size() || head[start] != '{') return Kind::Other;
    const auto tagged = [&](std::string_view format) {
        return head.contains(QByteArray("\"") + QByteArray::fromStdString(std::string(format)) + '"');
    };
    if (tagged(core::SessionJson::kFormat)) return Kind::Session;
    if (tagged(core::SessionJson::kTourFormat)) return Kind::Tour;
    // Anything else in braces goes to the session reader, which names what is wrong.
    return Kind::Session;
}

std::optional<SessionFile::Loaded> SessionFile::load(const QString& path, QString* error) {
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open '%1': %2")
                         .arg(path, QFileInfo(path).isDir() ? QStringLiteral("is a directory") : file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    return attempt(path, error,
                   [&] { return loadedFrom(core::SessionJson::readSessionOrPage(bytesOf(bytes), resources::trainingCatalog())); });
}

std::optional<QByteArray> SessionFile::jsonInPage(const QByteArray& bytes) {
    const auto json = core::FigureMetadataFinder::jsonInPage(bytesOf(bytes));
    if (!json) return std::nullopt;
    return QByteArray::fromStdString(*json);
}

std::optional<QByteArray> SessionFile::tourToJson(const core::Tour& tour, QString* error) {
    const auto text = attempt(QString(), error, [&] { return core::SessionJson::writeTour(tour); });
    if (!text) return std::nullopt;
    return QByteArray::fromStdString(*text);
}

std::optional<core::Tour> SessionFile::tourFromJson(const QByteArray& json, const QString& fileName, QString* error) {
    return attempt(fileName, error, [&] { return core::SessionJson::readTour(bytesOf(json), resources::trainingCatalog()); });
}

}  // namespace effsurf::ui
