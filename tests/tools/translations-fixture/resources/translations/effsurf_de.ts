<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- SPDX-License-Identifier: MIT -->
<TS version="2.1" language="de">
<context>
    <name>QObject</name>
    <message>
        <source>&amp;Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Saved %1 at %2</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
</TS>
