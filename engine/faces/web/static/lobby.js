// The lobby: choose a rule set, players, who sits where and a seed; the server answers
// with one secret link per person.
(function () {
  'use strict';
  var rules = document.getElementById('rules');
  var players = document.getElementById('players');
  var form = document.getElementById('new-game');
  var error = document.getElementById('lobby-error');

  function counts() {
    var opt = rules.options[rules.selectedIndex];
    return (opt && opt.dataset.counts ? opt.dataset.counts.split(',') : []).map(Number);
  }

  function fillPlayers() {
    var keep = Number(players.value) || 2;
    players.textContent = '';
    counts().forEach(function (n) {
      var o = document.createElement('option');
      o.value = String(n);
      o.textContent = String(n);
      if (n === keep) { o.selected = true; }
      players.appendChild(o);
    });
    showSeats();
  }

  function showSeats() {
    var n = Number(players.value) || 0;
    document.querySelectorAll('.seat').forEach(function (el) {
      el.hidden = Number(el.dataset.seat) >= n;
    });
  }

  rules.addEventListener('change', fillPlayers);
  players.addEventListener('change', showSeats);
  fillPlayers();

  form.addEventListener('submit', async function (ev) {
    ev.preventDefault();
    error.hidden = true;
    var n = Number(players.value);
    var seats = [];
    for (var i = 0; i < n; i++) { seats.push(document.getElementById('seat' + i).value); }
    var payload = {rules: rules.value, seats: seats};
    var seed = document.getElementById('seed').value;
    if (seed !== '') { payload.seed = Number(seed); }
    try {
      var res = await fetch('/api/games', {
        method: 'POST', headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(payload)
      });
      var data = await res.json();
      if (!res.ok) { throw new Error(data.error || res.statusText); }
      var list = document.getElementById('link-list');
      list.textContent = '';
      Object.keys(data.urls).forEach(function (seat) {
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = data.urls[seat];
        a.textContent = 'Play seat P' + (Number(seat) + 1);
        a.className = 'seat-link';
        a.dataset.seat = seat;
        var full = document.createElement('code');
        full.textContent = window.location.origin + data.urls[seat];
        li.appendChild(a);
        li.appendChild(document.createTextNode(' '));
        li.appendChild(full);
        list.appendChild(li);
      });
      document.getElementById('links').hidden = false;
    } catch (err) {
      error.textContent = 'Could not start the game: ' + err.message;
      error.hidden = false;
    }
  });
})();
