/*
 * The game page's only script, served from /gs/assets under its content hash. Plain browser
 * JavaScript with no dependencies: the page is already complete HTML, and this script makes the
 * Spin button play. It reads its settings and words from the page's JSON block (#slot-data).
 *
 * A spin keeps its round id until the platform answers: a network failure offers Try again, which
 * sends the very same round, so a lost answer is never charged twice. After each settled round the
 * site around the game is told to refresh its balance.
 */
export const SLOT_SCRIPT = String.raw`(function () {
  'use strict';
  var dataEl = document.getElementById('slot-data');
  if (!dataEl) return;
  var data = JSON.parse(dataEl.textContent || '{}');
  var text = data.text;
  var $ = function (id) { return document.getElementById(id); };
  var form = $('slot-controls');
  var stake = $('slot-stake');
  var button = $('slot-spin');
  var reels = $('slot-reels');
  var result = $('slot-result');
  var problem = $('slot-problem');
  var clock = $('slot-clock');
  var money = new Intl.NumberFormat(data.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  var amount = function (wire) { return money.format(wire) + ' ' + data.currency; };
  var signed = function (wire) { return (wire.charAt(0) === '-' || /^0+\.00$/.test(wire) ? '' : '+') + amount(wire); };
  var fill = function (template, values) {
    return template.replace(/\{\{(\w+)\}\}/g, function (whole, name) { return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole; });
  };

  // The server's clock at render time, so the time played does not depend on the visitor's clock.
  var offset = data.serverNow - Date.now();
  var two = function (n) { return (n < 10 ? '0' : '') + n; };
  var tick = function () {
    var seconds = Math.max(0, Math.floor((Date.now() + offset - data.startedAt) / 1000));
    var h = Math.floor(seconds / 3600);
    var m = Math.floor((seconds % 3600) / 60);
    var s = seconds % 60;
    clock.textContent = h > 0 ? h + ':' + two(m) + ':' + two(s) : two(m) + ':' + two(s);
    clock.setAttribute('datetime', 'PT' + seconds + 'S');
  };
  tick();
  setInterval(tick, 1000);

  var showTotals = function (v) {
    $('slot-balance').textContent = amount(v.balance);
    $('slot-net').textContent = signed(v.net);
    $('slot-rounds').textContent = String(v.rounds);
  };

  var showReels = function (columns, multiplier) {
    var reelEls = reels.querySelectorAll('.reel');
    for (var r = 0; r < reelEls.length; r++) {
      var cells = reelEls[r].querySelectorAll('.cell');
      for (var c = 0; c < cells.length; c++) {
        var symbol = columns[r][c];
        cells[c].setAttribute('aria-label', data.symbols[symbol] || symbol);
        cells[c].querySelector('use').setAttribute('href', '#slot-symbol-' + symbol);
      }
      reelEls[r].classList.remove('landed');
      // Reading the layout restarts the landing animation, which runs once.
      void reelEls[r].offsetWidth;
      reelEls[r].classList.add('landed');
    }
    reels.classList.toggle('is-win', multiplier > 0);
  };

  var randomId = function () {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  };

  var notifySite = function () {
    var message = { type: 'game:balance' };
    try { if (window.parent && window.parent !== window) window.parent.postMessage(message, location.origin); } catch (e) { /* not ours */ }
    try { if (window.opener) window.opener.postMessage(message, location.origin); } catch (e) { /* closed or not ours */ }
  };

  var pending = null;
  var busy = false;
  var over = false;

  var setBusy = function (on) {
    busy = on;
    button.setAttribute('aria-disabled', on || over ? 'true' : 'false');
    button.textContent = on ? text.spinning : pending ? text.retry : text.spin;
    reels.setAttribute('aria-busy', on ? 'true' : 'false');
    stake.disabled = on || !!pending || over;
  };

  var say = function (message) {
    problem.textContent = message;
    problem.hidden = !message;
  };

  var settle = function (round) {
    pending = null;
    showReels(round.reels, round.multiplier);
    var line = round.reels.map(function (column) { return data.symbols[column[1]] || column[1]; }).join(', ');
    result.textContent = round.multiplier > 0 ? fill(text.win, { line: line, amount: amount(round.win) }) : fill(text.loss, { line: line });
    $('slot-win').textContent = amount(round.win);
    showTotals(round);
    notifySite();
  };

  var play = function () {
    if (busy || over) return;
    if (!pending) pending = { roundId: randomId(), stake: stake.value };
    say('');
    setBusy(true);
    fetch(data.roundUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Language: data.lang },
      body: JSON.stringify(pending),
    })
      .then(function (res) {
        return res.json().then(
          function (body) { return { status: res.status, body: body }; },
          function () { return { status: res.status, body: null }; },
        );
      })
      .then(function (answer) {
        var body = answer.body;
        if (!body || typeof body.success !== 'boolean' || answer.status >= 500) {
          // Not settled for sure: keep the round, so Try again sends the same one.
          say(text.network);
        } else if (body.success) {
          settle(body.value);
        } else {
          pending = null;
          say(body.message || text.failed);
          if (body.errorCode === 'game.session.expired' || body.errorCode === 'game.session.invalid') over = true;
        }
      }, function () {
        say(text.network);
      })
      .then(function () { setBusy(false); });
  };

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    play();
  });

  // A deposit made in the site while the game waited shows when the player comes back.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'visible' || busy || over) return;
    fetch(data.viewUrl, { credentials: 'same-origin', headers: { Accept: 'application/json', Language: data.lang } })
      .then(function (res) { return res.json(); })
      .then(function (body) { if (body && body.success && !busy) showTotals(body.value); }, function () { /* keep what is shown */ });
  });

  setBusy(false);
})();
`;
