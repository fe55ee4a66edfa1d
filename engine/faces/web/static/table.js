// The table page: click a highlighted thing (or an option in the list) to decide; the
// server answers with the new view, and every move since the one shown is drawn one
// by one. A WebSocket tells the page when another seat has moved. Plain JS, no build.
(function () {
  'use strict';
  var body = document.body;
  var game = body.dataset.game, token = body.dataset.token;
  var params = new URLSearchParams(window.location.search);
  var PACE_KEY = 'coimbra-pace';
  var pace = params.has('pace') ? Math.max(0, parseInt(params.get('pace'), 10) || 0)
    : storedPace();
  var connected = true;  // the last WebSocket or request reached the server
  var shown = null;      // move number on screen
  var wanted = null;     // newest move number known
  var busy = false;
  var menu = document.getElementById('menu');
  var toast = document.getElementById('toast');

  function storedPace() {
    try {
      var v = window.localStorage.getItem(PACE_KEY);
      if (v !== null && /^[0-9]+$/.test(v)) { return parseInt(v, 10); }
    } catch (e) { /* storage refused: the default */ }
    return 700;
  }

  // The bar above the table: nothing when connected, else what is wrong and what is done.
  function connection(up, text) {
    var bar = document.getElementById('connection');
    connected = up;
    if (up) { bar.hidden = true; bar.textContent = ''; return; }
    bar.textContent = text || 'Disconnected from the server — reconnecting…';
    bar.className = 'connection down';
    bar.hidden = false;
  }

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
    menu.style.top = (window.scrollY + r.bottom + 4) + 'px';
    menu.style.left = '0px';
    menu.hidden = false;
    var room = document.documentElement.clientWidth - menu.offsetWidth - 8;
    menu.style.left = (window.scrollX + Math.max(8, Math.min(r.left, room))) + 'px';
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
    var paceMenu = document.getElementById('pace');
    if (paceMenu) {
      var known = Array.prototype.some.call(paceMenu.options,
        function (o) { return o.value === String(pace); });
      if (!known) {
        var o = document.createElement('option');
        o.value = String(pace); o.textContent = (pace / 1000) + ' s';
        paceMenu.appendChild(o);
      }
      paceMenu.value = String(pace);
      paceMenu.addEventListener('change', function () {
        pace = parseInt(paceMenu.value, 10) || 0;
        try { window.localStorage.setItem(PACE_KEY, String(pace)); } catch (e) { /* kept for this page */ }
      });
    }
    var log = document.getElementById('log');
    if (log) { log.parentNode.scrollTop = log.parentNode.scrollHeight; }
  }

  async function draw(moves) {
    var url = '/games/' + game + '/board?token=' + encodeURIComponent(token) +
      (moves === null ? '' : '&at=' + moves);
    var res = await reach(url, {cache: 'no-store'});
    if (!res.ok) { throw new Error(await reason(res)); }
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

  // fetch, but a server out of reach shows as disconnected and says so in its error.
  async function reach(url, options) {
    var res;
    try {
      res = await fetch(url, options);
    } catch (err) {
      connection(false);
      throw new Error('the server cannot be reached (' + err.message + ')');
    }
    if (!connected && res.status < 500) { connection(true); }
    return res;
  }

  // The server's reason for a refusal ({"error": ...}), or the status when it gave none.
  async function reason(res) {
    try {
      var data = await res.json();
      if (data && typeof data.error === 'string') { return data.error; }
    } catch (e) { /* not JSON: a proxy or a server in trouble */ }
    return res.status + ' ' + (res.statusText || 'error');
  }

  async function post(path, payload) {
    var res = await reach(path, {
      method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload)
    });
    if (!res.ok) { throw new Error(await reason(res)); }
    return res.json();
  }

  var sending = false;
  async function act(key) {
    if (busy || sending) { return; }
    sending = true;
    document.getElementById('decision').classList.add('sending');
    document.getElementById('status').textContent = 'Sending your move…';
    try {
      // `move` names the decision answered: a retried request is answered, not replayed
      var view = await post('/api/games/' + game + '/actions',
                            {token: token, key: key, move: shown});
      wanted = Math.max(wanted, view.moves);
      if (view.moves > shown && view.to_move !== Number(body.dataset.seat) && !view.terminal) {
        document.getElementById('status').textContent = 'Your move is made; the others are deciding…';
      }
    } catch (err) {
      document.getElementById('status').textContent = 'Your move was not made';
      say('Your move was not made: ' + err.message, true);
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
      var res = await reach('/api/games/' + game + '/hint?token=' + encodeURIComponent(token));
      if (!res.ok) { throw new Error(await reason(res)); }
      var data = await res.json();
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
    var opened = false;
    ws.onopen = function () { opened = true; };
    ws.onmessage = function (ev) {
      var view = JSON.parse(ev.data);
      var back = !connected;
      connection(true);
      if (back && !busy && !sending) {        // the server is back (perhaps restarted)
        wanted = view.moves;
        draw(null).catch(function (err) { say('Could not draw the table: ' + err.message, true); });
      } else if (view.moves < shown && !busy) {      // an undo: draw the game as it is now
        wanted = view.moves;
        draw(null);
      } else if (view.moves !== wanted) {
        wanted = view.moves;
        if (shown !== wanted) { catchUp(); }
      }
    };
    ws.onclose = function (ev) {
      if (ev.code === 1008) {               // refused: the game or the token is gone
        connection(false, 'This page can no longer follow the game (the server refused it); reload the page.');
        return;
      }
      connection(false);
      setTimeout(listen, opened ? 500 : 2000);
    };
  }

  document.addEventListener('click', hideMenu);
  shown = meta().moves;
  wanted = shown;
  body.dataset.moves = String(shown);
  wire();
  listen();
})();
