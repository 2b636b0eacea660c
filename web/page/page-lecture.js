// SPDX-License-Identifier: MIT
// A lecture exported as a page: the panel that walks a tour's steps. Each
// step is set on the page by core (its configuration, systems, camera and E
// axis, as the window's tour player sets it), and its narration and formula
// are core's, with the live numbers of the scenario the page shows: a
// student who moves a slider reads the text for the new values, and
// "Back to this step's values" sets the step again. A step that asks a
// question hides the numbers until the answer is revealed (R, or Next).
(function () {
  'use strict';

  /// `data`: the page data's lecture (the tour, each step's systems and series, and `start`: the step a saved page
  /// was left at, its scenario the page's own); `hooks.stepChanged(index, stepData, view)` draws a step set on the
  /// page, `hooks.revealed()` the numbers a question hid, `hooks.view()` is the camera and E axis shown.
  window.EffsurfLecture = function (core, page, data, hooks) {
    const byId = (id) => document.getElementById(id);
    const t = window.effsurfText;
    const lecture = new core.Lecture();
    const problem = lecture.load(JSON.stringify(data.tour));
    if (problem) throw new Error(problem);
    const count = lecture.stepCount();
    if (!Array.isArray(data.steps) || data.steps.length !== count)
      throw new Error('its lecture has ' + count + ' steps but data for ' + (Array.isArray(data.steps) ? data.steps.length : 'none'));
    // A page saved at step K opens there, with the student's values (its scenario) and the answer shown.
    let index = Number.isInteger(data.start) && data.start > 0 && data.start < count ? data.start : 0;
    let revealed = index > 0 || !lecture.stepText(0, page).question;

    const answerHidden = () => !revealed;

    /// The step's words for the scenario shown now.
    function show() {
      const text = lecture.stepText(index, page);
      const hidden = answerHidden();
      byId('lecture-position').textContent = t('Step %1 of %2', index + 1, count);
      byId('lecture-title').textContent = text.title;
      const question = byId('lecture-question');
      question.hidden = !text.question;
      question.textContent = !text.question ? '' : hidden ? t('Question: %1 \u2014 reveal the answer with R or Next.', text.question)
                                                         : t('Question: %1', text.question);
      const narration = byId('lecture-narration');
      narration.hidden = hidden;
      narration.textContent = hidden ? '' : text.narration;
      const formula = byId('lecture-formula');
      formula.hidden = hidden || !text.formulaMathMl;
      if (formula.dataset.markup !== text.formulaMathMl || hidden) {
        // core's MathML: the author's characters escaped there, never markup of theirs.
        formula.innerHTML = hidden ? '' : text.formulaMathMl;
        formula.dataset.markup = hidden ? '' : text.formulaMathMl;
      }
      formula.setAttribute('aria-label', hidden ? '' : text.formulaText);
      byId('lecture-previous').disabled = index === 0;
      const next = byId('lecture-next');
      next.textContent = hidden ? t('Reveal \u25B6') : t('Next \u25B6');
      next.disabled = !hidden && index + 1 >= count;
      // The step's values: its configuration, camera and E axis.
      const view = hooks.view();
      byId('lecture-back').disabled = lecture.pageShowsStep(index, page) &&
        (!view || (view.camera === text.camera && view.logarithmicEfficiency === text.logarithmicEfficiency));
    }

    /// Sets step `i` on the page and draws it; `keepRevealed`: an answer revealed at this step stays so.
    function go(i, keepRevealed) {
      if (i < 0 || i >= count) return false;
      revealed = (keepRevealed && i === index && revealed) || !lecture.stepText(i, page).question;
      index = i;
      lecture.apply(i, page);
      const text = lecture.stepText(i, page);
      hooks.stepChanged(i, data.steps[i], { camera: text.camera, logarithmicEfficiency: text.logarithmicEfficiency });
      show();
      return true;
    }

    function next() {
      if (answerHidden()) {
        revealed = true;
        hooks.revealed();
        show();
        return;
      }
      go(index + 1);
    }
    const previous = () => go(index - 1);
    const back = () => go(index, true);  // the step's values again; an answer revealed stays revealed

    byId('lecture-next').addEventListener('click', next);
    byId('lecture-previous').addEventListener('click', previous);
    byId('lecture-back').addEventListener('click', back);
    // The clicker's keys wherever the focus is not where the key is someone else's: a text field, a slider or a list
    // take them all (letters, Page Up/Down, arrows); the 3D view, a checkbox or a button only the arrows.
    document.addEventListener('keydown', function (e) {
      if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey) return;
      const target = e.target && e.target.closest ? e.target : null;
      const arrow = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
      if (target && target.closest('input:not([type=checkbox]), select, textarea, [contenteditable]')) return;
      if (target && arrow && target.closest('#surface, input, button')) return;
      if (e.key === 'PageDown' || e.key === 'ArrowRight') next();
      else if (e.key === 'PageUp' || e.key === 'ArrowLeft') previous();
      else if ((e.key === 'r' || e.key === 'R') && answerHidden()) next();
      else return;
      e.preventDefault();
    });
    byId('lecture').hidden = false;
    show();

    return {
      title: () => lecture.title(),
      stepCount: () => count,
      index: () => index,
      answerHidden: answerHidden,
      /// The step's words again (after a slider moved: their live numbers, and whether the step's values are shown).
      refresh: show,
      go: go,
      next: next,
      previous: previous,
      back: back,
      stepText: () => lecture.stepText(index, page),
      showsStep: () => lecture.pageShowsStep(index, page)
    };
  };
})();
