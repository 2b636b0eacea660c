// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/NameListText.h"

namespace effsurf::ui {
namespace {

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

}  // namespace

QStringList NameListText::ids(const core::NameList& names) {
    QStringList ids;
    for (const core::NamedItem& item : names.items()) ids << fromView(item.id);
    return ids;
}

QString NameListText::canonical(const core::NameList& names, const QString& text) {
    const auto id = names.find(text.toStdString());
    return id ? fromView(*id) : text;
}

}  // namespace effsurf::ui
