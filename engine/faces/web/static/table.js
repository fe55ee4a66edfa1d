// The table page: click a highlighted thing (or an option in the list) to decide; the
// server answers with the new view, and every move since the one shown is drawn one
// by one. A WebSocket tells the page when another seat has moved. Plain JS, no build.
(function () {
  'use strict';
  var body = document.body;
  var game = body.dataset.game, token = body.dataset.token;
  var params = new URLSearchParams(window.location.search);
  var pace = params.has('pace') ? Math.max(0, parseInt(params.get('pace'), 10) || 0) : 700;
  var shown = null;      // move number on screen
  var wanted = null;     // newest move number known
  var busy = false;
  var menu = document.getElementById('menu');
  var toast = document.getElementById('toast');

  function meta() { return JSON.parse(document.getElementById('meta').textContent); }
  function sleep(ms) { return new Promise(function (r) { setTimeout(r, ms); }); }

  function say(text, isError) {
    toast.textContent = text;
    toast.className = 'toast' + (isError ? ' error' : '');
    toast.hidden = false;
    clearTimeout(say.timer);
    say.timer = setTimeout(function () { toast.hidden = true; }, isError ? 6000 : 3000);
  }

  function hideMenu() { menu.hidden = true; menu.textContent = ''; }

  function showMenu(el, options) {
    hideMenu();
    options.forEach(function (o) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'option';
      b.textContent = o.text;
      b.title = o.key;
      b.addEventListener('click', function (ev) { ev.stopPropagation(); hideMenu(); act(o.key); });
      menu.appendChild(b);
    });
    var r = el.getBoundingClientRect();
    menu.style.left = (window.scrollX + r.left) + 'px';
    menu.style.top = (window.scrollY + r.bottom + 4) + 'px';
    menu.hidden = false;
  }

  function wire() {
    var targets = JSON.parse(document.getElementById('targets').textContent);
    Object.keys(targets).forEach(function (name) {
      var els = Array.prototype.slice.call(document.querySelectorAll('[data-target]'))
        .filter(function (el) { return el.dataset.target === name; });
      var byId = document.getElementById(name);
      if (byId && els.indexOf(byId) < 0) { els.push(byId); }
      els.forEach(function (el) {
        el.classList.add('clickable');
        el.addEventListener('click', function (ev) {
          ev.stopPropagation();
          var options = targets[name];
          if (options.length === 1) { act(options[0].key); } else { showMenu(el, options); }
        });
      });
    });
    document.querySelectorAll('button.option[data-key]').forEach(function (b) {
      b.addEventListener('click', function () { act(b.dataset.key); });
    });
    var hint = document.getElementById('hint');
    if (hint) { hint.addEventListener('click', askHint); }
    var undo = document.getElementById('undo');
    if (undo) { undo.addEventListener('click', doUndo); }
    var log = document.getElementById('log');
    if (log) { log.parentNode.scrollTop = log.parentNode.scrollHeight; }
  }

  async function draw(moves) {
    var url = '/games/' + game + '/board?token=' + encodeURIComponent(token) +
      (moves === null ? '' : '&at=' + moves);
    var res = await fetch(url, {cache: 'no-store'});
    if (!res.ok) { throw new Error((await res.json()).error || res.statusText); }
    var html = await res.text();
    hideMenu();
    document.getElementById('board').innerHTML = html;
    shown = meta().moves;
    body.dataset.moves = String(shown);
    wire();
  }

  // Draw every move after the one shown up to `wanted`, one by one, then the live view.
  async function catchUp() {
    if (busy) { return; }
    busy = true;
    body.dataset.busy = '1';
    try {
      while (wanted !== null && shown < wanted) {
        var next = shown + 1;
        if (next < wanted && pace > 0) {
          await draw(next);
          await sleep(pace);
        } else {
          await draw(null);
        }
      }
    } catch (err) {
      say('Could not draw the table: ' + err.message, true);
    } finally {
      busy = false;
      body.dataset.busy = '';
    }
    if (wanted !== null && shown < wanted) { catchUp(); }
  }

  async function post(path, payload) {
    var res = await fetch(path, {
      method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload)
    });
    var data = await res.json();
    if (!res.ok) { throw new Error(data.error || res.statusText); }
    return data;
  }

  var sending = false;
  async function act(key) {
    if (busy || sending) { return; }
    sending = true;
    document.getElementById('decision').classList.add('sending');
    document.getElementById('status').textContent = 'Your move is made; the others are deciding…';
    try {
      // `move` names the decision answered: a retried request is answered, not replayed
      var view = await post('/api/games/' + game + '/actions',
                            {token: token, key: key, move: shown});
      wanted = Math.max(wanted, view.moves);
    } catch (err) {
      say('Refused: ' + err.message, true);
      document.getElementById('decision').classList.remove('sending');
    } finally {
      sending = false;
    }
    await catchUp();
  }

  async function doUndo() {
    try {
      var view = await post('/api/games/' + game + '/undo', {token: token, move: shown});
      wanted = view.moves;
      await draw(null);
      say('Your last decision was taken back.');
    } catch (err) { say('Refused: ' + err.message, true); }
  }

  async function askHint() {
    var out = document.getElementById('hint-answer');
    out.textContent = 'thinking…';
    try {
      var res = await fetch('/api/games/' + game + '/hint?token=' + encodeURIComponent(token));
      var data = await res.json();
      if (!res.ok) { throw new Error(data.error); }
      out.textContent = 'The greedy bot would: ' + data.text;
      document.querySelectorAll('button.option').forEach(function (b) {
        b.classList.toggle('hinted', b.dataset.key === data.key);
      });
    } catch (err) { out.textContent = ''; say('No hint: ' + err.message, true); }
  }

  function listen() {
    var proto = window.location.protocol === 'https:' ? 'wss://' : 'ws://';
    var ws = new WebSocket(proto + window.location.host + '/ws/games/' + game +
      '?token=' + encodeURIComponent(token));
    ws.onmessage = function (ev) {
      var view = JSON.parse(ev.data);
      if (view.moves < shown && !busy) {      // an undo: draw the game as it is now
        wanted = view.moves;
        draw(null);
      } else if (view.moves !== wanted) {
        wanted = view.moves;
        if (shown !== wanted) { catchUp(); }
      }
    };
    ws.onclose = function () { setTimeout(listen, 2000); };
  }

  document.addEventListener('click', hideMenu);
  shown = meta().moves;
  wanted = shown;
  body.dataset.moves = String(shown);
  wire();
  listen();
})();
