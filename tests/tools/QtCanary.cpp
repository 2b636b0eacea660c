// SPDX-License-Identifier: MIT
// Not Qt: a stand-in with Qt's names, so that the symbol check's regular
// expression is shown to catch what a real Qt dependency would leave behind.
class QString {
public:
    QString();
    int size() const;
};
int effsurfCanaryUsesQt() {
    QString text;
    return text.size();
}
