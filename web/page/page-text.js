// SPDX-License-Identifier: MIT
// The page's own words in the language of the effsurf that exported it. The
// page is written in English; effsurf embeds the translations of its texts
// (effsurf-page-texts: the window's language, Qt's translations of the texts
// scripts/page-texts.py lists) and this code puts them in place: the marked
// elements of page.html (data-t: the text, data-t-title and
// data-t-aria-label: those attributes) and the texts the page's code writes,
// through effsurfText(). A text without a translation stays English.
// Numbers, core's names and messages are core's (in English).
(function () {
  'use strict';
  let table = {}, language = '';
  try {
    const element = document.getElementById('effsurf-page-texts');
    if (element) {
      const embedded = JSON.parse(element.textContent);
      table = embedded.texts || {};
      language = embedded.language || '';
    }
  } catch (e) {
    table = {};  // a broken table: the page in English
  }
  const normal = (text) => text.replace(/\s+/g, ' ').trim();

  /// `text` (its English source, as written in the code) in the page's language, with %1, %2, ... filled in.
  window.effsurfText = function (text) {
    let out = table[text] || text;
    for (let i = 1; i < arguments.length; ++i) out = out.split('%' + i).join(String(arguments[i]));
    return out;
  };

  /// The marked elements of the page in its language (called once, before the page's code fills it in).
  window.effsurfTranslatePage = function () {
    for (const element of document.querySelectorAll('[data-t]')) {
      const source = normal(element.textContent);
      if (table[source]) element.textContent = table[source];
    }
    for (const attribute of ['title', 'aria-label']) {
      for (const element of document.querySelectorAll('[data-t-' + attribute + ']')) {
        const source = normal(element.getAttribute(attribute) || '');
        if (table[source]) element.setAttribute(attribute, table[source]);
      }
    }
    if (language) document.documentElement.lang = language;
  };
})();
