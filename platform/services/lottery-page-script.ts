/*
 * The lottery page's one script, served as /gs/lottery/assets/lottery.js (the CSP allows no
 * inline code). Plain ES2017 with no build step: it counts down to the close of sales against the
 * platform's clock, polls the page state around draw times, buys tickets (one request id per
 * ticket, kept for a retry after a lost answer), announces results politely, and tells the framing
 * site to refresh its balance. Written as raw text: no backticks or dollar-brace inside.
 */
export const LOTTERY_PAGE_SCRIPT = String.raw`(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var dataNode = byId('lottery-data');
  if (!dataNode) return;
  var data = JSON.parse(dataNode.textContent || '{}');
  var words = data.words;
  var state = data.state;
  var offset = state.serverTime - Date.now();
  var money = new Intl.NumberFormat(data.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  var clock = new Intl.DateTimeFormat(data.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  var form = byId('ticket-form');
  var announced = {};
  var lastResult = state.opened.length ? state.opened[0].drawNo : null;
  var nextFetchAt = 0;
  var fetching = false;
  var busy = false;
  var pendingRequest = null;

  function fill(template, values) {
    return String(template).replace(/\{\{(\w+)\}\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  function amount(wire) {
    try { return money.format(wire); } catch (e) { return wire; }
  }
  function now() { return Date.now() + offset; }
  function pad(n) { return n < 10 ? '0' + n : String(n); }
  function spaced(numbers) { return String(numbers || '').split('').join(' '); }
  function say(message) {
    var region = byId('announcer');
    region.textContent = '';
    window.setTimeout(function () { region.textContent = message; }, 60);
  }
  function balanceChanged() {
    if (window.parent === window) return;
    try { window.parent.postMessage({ type: 'game:balance' }, location.origin); } catch (e) { /* not same-site: nothing to tell */ }
  }
  function localTimes(root) {
    var times = root.querySelectorAll('time[datetime]');
    for (var i = 0; i < times.length; i++) {
      var at = new Date(times[i].getAttribute('datetime'));
      if (!isNaN(at.getTime())) times[i].textContent = clock.format(at);
    }
  }
  function cell(row, value, className) {
    var td = document.createElement('td');
    td.textContent = value;
    if (className) td.className = className;
    row.appendChild(td);
    return td;
  }
  function renderTickets() {
    var table = byId('tickets');
    var body = table.tBodies[0];
    body.textContent = '';
    state.tickets.forEach(function (k) {
      var row = document.createElement('tr');
      row.setAttribute('data-status', k.status);
      cell(row, k.drawNo);
      cell(row, k.betType);
      cell(row, k.pick);
      cell(row, amount(k.stake));
      cell(row, k.numbers || '\u2013');
      cell(row, words['status.' + k.status] || k.status);
      cell(row, amount(k.payout));
      body.appendChild(row);
    });
    table.parentNode.hidden = state.tickets.length === 0;
    byId('tickets-empty').hidden = state.tickets.length > 0;
  }
  function renderOpened() {
    var table = byId('opened');
    var body = table.tBodies[0];
    body.textContent = '';
    state.opened.forEach(function (o) {
      var row = document.createElement('tr');
      cell(row, o.drawNo);
      var time = document.createElement('time');
      time.setAttribute('datetime', new Date(o.drawAt).toISOString());
      cell(row, '').appendChild(time);
      cell(row, o.numbers || '', 'numbers');
      body.appendChild(row);
    });
    localTimes(body);
    table.parentNode.hidden = state.opened.length === 0;
    byId('opened-empty').hidden = state.opened.length > 0;
  }
  function renderDraw() {
    byId('draw-no').textContent = fill(words['draw.number'], { drawNo: state.draw.drawNo });
    var at = byId('draw-at');
    at.setAttribute('datetime', new Date(state.draw.drawAt).toISOString());
    at.textContent = clock.format(new Date(state.draw.drawAt));
    var pending = byId('pending');
    pending.hidden = !state.pending;
    pending.textContent = state.pending ? fill(words['draw.pending'], { drawNo: state.pending.drawNo }) : '';
  }
  function render() {
    byId('balance').textContent = amount(state.balance);
    renderDraw();
    renderTickets();
    renderOpened();
  }
  function schedule() {
    var t = now();
    var at = Math.min(t + 15000, state.draw.closesAt + 300);
    if (state.pending) at = Math.min(at, state.pending.drawAt + 1200);
    nextFetchAt = Math.max(at, t + 1000);
  }
  function call(method, path, body) {
    var init = { method: method, credentials: 'same-origin', headers: { Accept: 'application/json', Language: data.lang } };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(data.api + path, init).then(function (res) {
      return res.json().then(function (envelope) {
        return { ok: res.ok && envelope.success === true, envelope: envelope };
      });
    });
  }
  function gamePath(path) { return path + '?game=' + encodeURIComponent(state.game.code); }
  function adopt(next) {
    var before = {};
    state.tickets.forEach(function (k) { before[k.id] = k.status; });
    var settled = next.tickets.filter(function (k) { return before[k.id] === 'open' && k.status !== 'open'; });
    offset = next.serverTime - Date.now();
    state = next;
    render();
    schedule();
    var messages = [];
    var latest = state.opened[0];
    if (latest && latest.drawNo !== lastResult) {
      lastResult = latest.drawNo;
      messages.push(fill(words['draw.result'], { drawNo: latest.drawNo, numbers: spaced(latest.numbers) }));
    }
    settled.forEach(function (k) {
      if (k.status === 'won') messages.push(fill(words['tickets.won'], { pick: k.pick, drawNo: k.drawNo, payout: amount(k.payout) }));
    });
    if (messages.length) say(messages.join(' '));
    if (settled.length) balanceChanged();
  }
  function refresh() {
    if (fetching) return;
    fetching = true;
    // Until an answer comes, the next try waits a little; a hidden page asks less often.
    nextFetchAt = now() + (document.hidden ? 30000 : 5000);
    call('GET', gamePath('/state'))
      .then(function (r) { if (r.ok) adopt(r.envelope.value); })
      .catch(function () { /* the next tick tries again */ })
      .then(function () { fetching = false; });
  }
  function tick() {
    var t = now();
    var left = Math.max(0, state.draw.closesAt - t);
    var seconds = Math.ceil(left / 1000);
    byId('countdown').textContent = pad(Math.floor(seconds / 60)) + ':' + pad(seconds % 60);
    var drawNo = state.draw.drawNo;
    if (left <= 60000 && left > 50000 && !announced['minute:' + drawNo]) {
      announced['minute:' + drawNo] = true;
      say(fill(words['draw.oneMinute'], { drawNo: drawNo }));
    }
    if (left === 0 && !announced['closed:' + drawNo]) {
      announced['closed:' + drawNo] = true;
      say(fill(words['draw.closed'], { drawNo: drawNo }));
    }
    if (t >= nextFetchAt) refresh();
  }

  function betType() {
    var checked = form.querySelector('input[name="betType"]:checked');
    return checked ? checked.value : '2D';
  }
  function fieldError(name, message) {
    var input = byId(name);
    var note = byId(name + '-error');
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      note.textContent = message;
      note.hidden = false;
    } else {
      input.removeAttribute('aria-invalid');
      note.textContent = '';
      note.hidden = true;
    }
  }
  function toWire(value) {
    var m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(String(value).trim());
    if (!m) return null;
    return String(Number(m[1])) + '.' + ((m[2] || '') + '00').slice(0, 2);
  }
  function minor(wire) {
    var parts = wire.split('.');
    return Number(parts[0]) * 100 + Number(parts[1]);
  }
  function newRequestId() {
    if (window.crypto && typeof window.crypto.randomUUID === 'function') return window.crypto.randomUUID();
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function setBusy(on) {
    busy = on;
    var button = byId('buy');
    button.disabled = on;
    button.textContent = on ? words['form.buying'] : words['form.submit'];
  }
  function keepTicket(ticket) {
    var others = state.tickets.filter(function (k) { return k.id !== ticket.id; });
    state.tickets = [ticket].concat(others);
  }
  function showRefusal(envelope) {
    var fields = envelope && envelope.value && envelope.value.fields;
    var message = (envelope && (envelope.message || envelope.errorCode)) || words['form.network'];
    if (fields && fields.pick) { fieldError('pick', message); byId('pick').focus(); }
    else if (fields && fields.stake) { fieldError('stake', message); byId('stake').focus(); }
    else byId('form-alert').textContent = message;
    if (envelope && envelope.errorCode === 'lottery.draw.closed') refresh();
  }

  form.addEventListener('change', function (event) {
    if (event.target.name !== 'betType') return;
    var digits = data.digits[betType()];
    byId('pick').setAttribute('maxlength', String(digits));
    byId('pick-hint').textContent = fill(words['form.pickHint'], { digits: digits });
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    var type = betType();
    var digits = data.digits[type];
    var pick = byId('pick').value.trim();
    var stake = toWire(byId('stake').value);
    var pickOk = (digits === 3 ? /^\d{3}$/ : /^\d{2}$/).test(pick);
    var stakeOk = stake !== null && minor(stake) >= minor(data.stake.min) && minor(stake) <= minor(data.stake.max);
    fieldError('pick', pickOk ? '' : fill(words['form.pickInvalid'], { digits: digits }));
    fieldError('stake', stakeOk ? '' : fill(words['form.stakeInvalid'], { min: data.stake.minText, max: data.stake.maxText }));
    if (!pickOk || !stakeOk) {
      byId(pickOk ? 'stake' : 'pick').focus();
      return;
    }
    // A retry of the same ticket on the same draw reuses its id, so a lost answer never buys twice.
    var key = [type, pick, stake, state.draw.drawNo].join('|');
    if (!pendingRequest || pendingRequest.key !== key) pendingRequest = { key: key, id: newRequestId() };
    var body = { requestId: pendingRequest.id, betType: type, pick: pick, stake: stake, drawNo: state.draw.drawNo };
    byId('form-alert').textContent = '';
    byId('form-status').textContent = '';
    setBusy(true);
    call('POST', gamePath('/tickets'), body)
      .then(function (r) {
        pendingRequest = null;
        if (!r.ok) return showRefusal(r.envelope);
        var ticket = r.envelope.value.ticket;
        state.balance = r.envelope.value.balance;
        keepTicket(ticket);
        render();
        byId('pick').value = '';
        byId('form-status').textContent = fill(words['form.bought'], { drawNo: ticket.drawNo, betType: ticket.betType, pick: ticket.pick, stake: amount(ticket.stake) });
        balanceChanged();
      })
      .catch(function () { byId('form-alert').textContent = words['form.network']; })
      .then(function () { setBusy(false); });
  });

  localTimes(document);
  schedule();
  tick();
  window.setInterval(tick, 1000);
})();
`;
