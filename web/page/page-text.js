// SPDX-License-Identifier: MIT
// The page's own words in the language of the effsurf that exported it. The
// page is written in English; effsurf embeds the translations of its texts
// (effsurf-page-texts: the window's language, Qt's translations of the texts
// scripts/page-texts.py lists) and this code puts them in place: the marked
// elements of page.html (data-t: the text, data-t-title and
// data-t-aria-label: those attributes) and the texts the page's code writes,
// through effsurfText(). A text without a translation stays English.
// Core's sentences (refusals, the gain ceiling, a law's explanation) arrive
// in English; page.js asks core for their pattern and arguments and
// translates the pattern here (the table holds core's patterns too).
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

  /// `text` (its English source, as written in the code) in the page's language, with %1, %2, ... filled in
  /// in one pass (an argument that holds "%2" stays as it is), as core's Message::fill does.
  window.effsurfText = function (text) {
    const args = Array.prototype.slice.call(arguments, 1);
    return (table[text] || text).replace(/%([1-9])/g, (whole, digit) => (Number(digit) <= args.length ? String(args[digit - 1]) : whole));
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
