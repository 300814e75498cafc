// The one script of Alehouse's pages: the home page, the lobby and a table. It knows no game:
// boards, labels and sentences all come from the server (see src/alehouse/core/drawing.py for
// the targets' contract: class "target" and data-fields, matched against the legal actions).
"use strict";

const CSRF_KEY = "alehouse.csrf";
const COLOURS = {
  red: "#c0392b", blue: "#2461b3", green: "#2e8b3e", yellow: "#d4a017", purple: "#7d3c98",
  white: "#f2f2f2", black: "#222", orange: "#e67e22", brown: "#8b5a2b", grey: "#888",
};
const STATUS = {open: "waiting for players", playing: "being played", finished: "finished",
  cancelled: "called off"};

// --- talking to the server --------------------------------------------------------------------

class Refusal extends Error {
  constructor(status, code, reason) { super(reason); this.status = status; this.code = code; }
}

async function call(method, path, body) {
  const headers = {"Accept": "application/json"};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET") headers["X-CSRF-Token"] = localStorage.getItem(CSRF_KEY) || "";
  const answer = await fetch(path, {method, headers, credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body)});
  if (answer.status === 204) return null;
  let data = null;
  try { data = await answer.json(); } catch (e) { data = null; }
  if (!answer.ok) {
    throw new Refusal(answer.status, data && data.code || "refused",
      data && data.reason || "the server refused that");
  }
  return data;
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

function say(text) {
  const problem = document.getElementById("problem");
  if (problem) problem.textContent = text ? sentence(text) : "";
}

function sentence(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

function plural(n, one, many) { return `${n} ${n === 1 ? one : (many || one + "s")}`; }

function botName(seat) {
  return seat.bot_words || "a bot";  // the server says it in words, never a bot's settings
}

function seatBadge(name) {
  const colour = COLOURS[String(name).toLowerCase()] || "#777";
  const badge = el("span", {class: "seat-badge", style: `--seat:${colour}`, "aria-hidden": "true",
    text: String(name).charAt(0).toUpperCase()});
  return el("span", {class: "seat"}, badge, el("span", {text: name}));
}

function seatHolder(seat) {
  // who sits at a seat of a table not yet started, in words
  if (seat.player) return seat.kind === "reserved" ? `kept for ${seat.player} (the rematch)` : seat.player;
  return seat.bot ? botName(seat) : seat.kind === "invite" ? "by invitation" : "free";
}

async function whoAmI() {
  try { return await call("GET", "/api/me"); } catch (e) { return null; }
}

async function navigation(me) {
  const nav = document.getElementById("nav");
  nav.replaceChildren();
  if (!me) { nav.append(el("a", {href: "/", text: "Log in"})); return; }
  nav.append(el("a", {href: "/lobby", text: "Lobby"}),
    el("span", {class: "me", text: me.guest ? `${me.name} (guest)` : me.name}),
    el("button", {type: "button", class: "link", text: "Log out", onclick: async () => {
      try { await call("DELETE", "/api/session"); } catch (e) { /* gone already */ }
      localStorage.removeItem(CSRF_KEY);
      location.href = "/";
    }}));
}

let gamesCache = null;
async function games() {
  if (!gamesCache) gamesCache = await call("GET", "/api/games");
  return gamesCache;
}

// --- the home page ----------------------------------------------------------------------------

async function homePage() {
  const me = await whoAmI();
  await navigation(me);
  const account = document.getElementById("account");
  if (me) {
    account.append(el("p", {text: `Welcome, ${me.name}. `},
      el("a", {href: "/lobby", class: "button", text: "Go to the lobby"})));
  } else {
    document.getElementById("enter").hidden = false;
  }
  const entered = (session) => {
    localStorage.setItem(CSRF_KEY, session.csrf_token);
    location.href = "/lobby";
  };
  const form = (id, path) => document.getElementById(id).addEventListener("submit", async (e) => {
    e.preventDefault();
    const data = new FormData(e.target);
    try {
      entered(await call("POST", path, {name: data.get("name"), password: data.get("password"),
        client: "browser"}));
    } catch (err) { say(err.message); }
  });
  form("login", "/api/session");
  form("signup", "/api/accounts");
  document.getElementById("guest").addEventListener("click", async () => {
    try { entered(await call("POST", "/api/guest", {client: "browser"})); }
    catch (err) { say(err.message); }
  });
  const list = document.getElementById("games");
  for (const game of await games()) {
    // every game has a picture: its drawn board, or its view as text in panels (as its table
    // page shows it until the game draws a board)
    list.append(el("li", {class: "game card", "data-game": game.id},
      el("img", {src: `/api/games/${game.id}/picture`, class: game.drawn ? "drawn" : "panels",
        alt: game.drawn ? `The board of ${game.title} at the start of a game` :
          `The table of ${game.title} at the start of a game, in words`, loading: "lazy"}),
      el("div", {}, el("h3", {text: game.title}),
        el("p", {class: "hint", text: `${game.min_players} to ${game.max_players} players`}),
        ...game.lines.map((line) => el("p", {text: line})))));
  }
}

// --- the lobby --------------------------------------------------------------------------------

function tableItem(table, me) {
  const seats = table.seats.map((s) => {
    return `${s.name}: ${seatHolder(s)}`;
  }).join(", ");
  const item = el("li", {class: table.awaiting_you ? "table-item awaiting" : "table-item"},
    el("div", {}, el("strong", {text: table.title}),
      el("span", {class: "hint", text: ` · ${plural(table.players, "player")} · ${STATUS[table.status]}`}),
      table.awaiting_you ? el("span", {class: "your-turn", text: " · your turn"}) : null,
      el("div", {class: "hint", text: seats})));
  const seated = table.yours.length > 0;
  if (seated || table.status !== "open") {
    item.append(el("a", {class: "button", href: `/table/${table.id}`,
      text: table.status === "finished" ? "See the end" : seated ? "Open" : "Watch"}));
  } else {
    const kept = table.seats.some((s) => s.kind === "reserved" && me && s.player === me.name);
    item.append(el("button", {type: "button", text: kept ? "Join the rematch" : "Join", onclick: async () => {
      try {
        await call("POST", `/api/tables/${table.id}/join`, {});
        location.href = `/table/${table.id}`;
      } catch (err) { say(err.message); }
    }}));
  }
  return item;
}

async function lobbyPage() {
  const me = await whoAmI();
  if (!me) { location.href = "/"; return; }
  await navigation(me);
  const all = await games();
  const mine = await call("GET", "/api/my/tables");
  const mineList = document.getElementById("mine");
  for (const t of mine) mineList.append(tableItem(t, me));
  if (!mine.length) mineList.append(el("li", {class: "hint", text: "No games yet: set a table below."}));
  const openList = document.getElementById("open");
  const open = (await call("GET", "/api/tables")).filter((t) => !t.yours.length);
  for (const t of open) openList.append(tableItem(t, me));
  if (!open.length) openList.append(el("li", {class: "hint", text: "No table is waiting for players."}));

  const gameSelect = document.getElementById("game");
  for (const g of all) gameSelect.append(el("option", {value: g.id, text: g.title}));
  const playersSelect = document.getElementById("players");
  const chosen = () => all.find((g) => g.id === gameSelect.value);
  const levels = await call("GET", "/api/levels");
  const kinds = [["me", me.guest ? "Me (hot-seat: one more seat for me)" : "Me"],
    ...levels.map((l) => [`bot:${l.name}`, l.line])];
  if (!me.guest) kinds.push(["open", "Anyone may join"], ["invite", "Only by the invite link"]);
  const seatsBox = document.getElementById("seats");
  const drawSeats = () => {
    seatsBox.querySelectorAll("label").forEach((n) => n.remove());
    const g = chosen();
    const n = Number(playersSelect.value);
    for (let i = 0; i < n; i++) {
      const select = el("select", {"data-seat": i, name: `seat${i}`});
      for (const [value, label] of kinds) select.append(el("option", {value, text: label}));
      select.value = i === 0 ? "me" : `bot:${levels[0].name}`;
      seatsBox.append(el("label", {}, `Seat ${i + 1} (${g.seats[i]}) `, select));
    }
  };
  const drawGame = () => {
    const g = chosen();
    document.getElementById("game-lines").textContent = g.lines.join(" ");
    playersSelect.replaceChildren();
    for (let n = g.min_players; n <= g.max_players; n++) {
      playersSelect.append(el("option", {value: n, text: String(n)}));
    }
    const box = document.getElementById("options");
    box.querySelectorAll("label,p").forEach((n) => n.remove());
    if (!g.options.length) box.append(el("p", {class: "hint", text: "This game has no options."}));
    for (const o of g.options) {
      const select = el("select", {"data-option": o.key});
      o.values.forEach((v, i) => select.append(el("option", {value: String(v.value),
        "data-index": i, text: v.label})));
      box.append(el("label", {}, `${o.name} `, select, el("span", {class: "hint", text: ` ${o.meaning}`})));
    }
    drawSeats();
  };
  gameSelect.addEventListener("change", drawGame);
  playersSelect.addEventListener("change", drawSeats);
  const mode = document.getElementById("mode");
  mode.addEventListener("change", () => {
    document.getElementById("days-label").hidden = mode.value !== "turn";
    document.getElementById("minutes-label").hidden = mode.value !== "live";
  });
  drawGame();
  document.getElementById("create").addEventListener("submit", async (e) => {
    e.preventDefault();
    const g = chosen();
    const options = {};
    for (const select of document.querySelectorAll("[data-option]")) {
      const o = g.options.find((x) => x.key === select.dataset.option);
      options[o.key] = o.values[select.selectedOptions[0].dataset.index].value;
    }
    const seats = [...document.querySelectorAll("[data-seat]")].map((s) =>
      s.value.startsWith("bot:") ? {kind: "bot", bot: s.value.slice(4)} : {kind: s.value});
    const timing = mode.value === "live" ?
      {mode: "live", minutes: Number(document.getElementById("minutes").value)} :
      {mode: "turn", days: Number(document.getElementById("days").value)};
    try {
      const table = await call("POST", "/api/tables", {game: g.id,
        players: Number(playersSelect.value), options, seats, timing});
      location.href = `/table/${table.id}`;
    } catch (err) { say(err.message); }
  });
}

// --- a table ------------------------------------------------------------------------------------

const T = {
  id: null, table: null, game: null, me: null, seat: null, socket: null, state: null,
  log: [], logNext: 0, chosen: [], group: null, sending: false, retry: 0, covered: false,
  // the hint shown ({seat, version, found}: the server's advice) and whether one is asked
  hint: null, hinting: false,
  // the move or undo sent over the socket whose answer is awaited ({id, type}), and the last id
  awaiting: null, sent: 0,
  clockTimer: null, clocksAt: 0,
  // a drawn board at its own size (scrolled sideways) on a phone, where fitted to the screen
  // its words and places are too small to read and touch
  zoomed: window.matchMedia("(max-width: 699px)").matches,
};

function contains(action, fields) {
  for (const [key, value] of Object.entries(fields)) {
    if (!(key in action) || JSON.stringify(action[key]) !== JSON.stringify(value)) return false;
  }
  return true;
}

async function tablePage() {
  T.id = decodeURIComponent(location.pathname.split("/").pop());
  T.me = await whoAmI();
  await navigation(T.me);
  if (!T.me) { say("log in, sign up or play as a guest to sit at a table"); return; }
  document.getElementById("restart").addEventListener("click", () => { T.chosen = []; T.group = null; draw(); });
  document.getElementById("undo").addEventListener("click", undo);
  document.getElementById("hint").addEventListener("click", askHint);
  document.getElementById("chat-form").addEventListener("submit", sendChat);
  document.getElementById("zoom").addEventListener("click", () => { T.zoomed = !T.zoomed; zoom(); });
  replayControls();
  document.getElementById("handover-go").addEventListener("click", () => {
    T.covered = false;
    document.getElementById("handover").hidden = true;
    connect();
  });
  await loadTable();
}

async function loadTable() {
  try {
    T.table = await call("GET", `/api/tables/${T.id}`);
  } catch (err) { say(err.message); return; }
  T.game = (await games()).find((g) => g.id === T.table.game);
  document.getElementById("title").textContent = T.table.title;
  document.title = `${T.table.title} · Alehouse`;
  if (T.table.status === "open" || T.table.status === "cancelled") { showWaiting(); return; }
  document.getElementById("waiting").hidden = true;
  const yours = T.table.yours;
  if (T.seat === null) T.seat = yours.length ? firstActing(T.table.actors) : null;
  if (yours.length > 1 && T.table.status === "playing") {
    // the seats' names as a spectator sees them: nothing of any seat's secrets
    try { T.names = (await call("GET", `/api/matches/${T.id}`)).names; } catch (e) { /* */ }
    cover(T.seat);
    return;
  }
  if (!T.socket) connect();
  else if (T.state) draw();  // the table changed (a rematch was set): say so
}

function firstActing(actors) {
  const yours = T.table.yours;
  return yours.find((s) => actors.includes(s)) ?? yours[0];
}

function showWaiting() {
  const box = document.getElementById("waiting");
  box.hidden = false;
  box.replaceChildren(el("h2", {text: T.table.status === "open" ?
    "Waiting for players" : "This table was called off"}));
  const list = el("ul", {class: "players"});
  for (const s of T.table.seats) {
    list.append(el("li", {}, seatBadge(s.name), ` ${seatHolder(s)}`));
  }
  box.append(list);
  const invite = new URLSearchParams(location.search).get("invite");
  if (T.table.invite) {
    const link = `${location.origin}/table/${T.table.id}?invite=${T.table.invite}`;
    box.append(el("p", {}, "Invite link: ", el("input", {readonly: true, value: link,
      class: "invite", "aria-label": "Invite link", onfocus: (e) => e.target.select()})));
  }
  if (T.table.status === "open" && !T.table.yours.length) {
    box.append(el("button", {type: "button", text: "Take a seat", onclick: async () => {
      try {
        await call("POST", `/api/tables/${T.id}/join`, invite ? {invite} : {});
        loadTable();
      } catch (err) { say(err.message); }
    }}));
  }
  if (T.table.status === "open" && T.me && T.table.host === T.me.name) {
    box.append(el("button", {type: "button", text: "Call the table off", onclick: async () => {
      try {
        await call("POST", `/api/tables/${T.id}/cancel`);
        loadTable();
      } catch (err) { say(err.message); }
    }}));
  }
  clearTimeout(T.waitTimer);
  if (T.table.status === "open") T.waitTimer = setTimeout(loadTable, 2000);
}

function cover(seat) {
  T.covered = true;
  if (T.socket) { T.socket.onclose = null; T.socket.close(); T.socket = null; }
  T.awaiting = null;
  T.sending = false;
  document.getElementById("play").hidden = true;
  document.getElementById("board").replaceChildren();
  document.getElementById("picture").replaceChildren();
  document.getElementById("actions").replaceChildren();
  document.getElementById("log").replaceChildren();
  T.state = null;
  T.log = [];
  T.logNext = 0;
  T.seat = seat;
  const name = seatName(seat);
  document.getElementById("handover-title").textContent = `Hand over to ${name}`;
  document.getElementById("handover-go").textContent = `I am ${name}: show my board`;
  document.getElementById("handover").hidden = false;
  document.getElementById("decision").textContent = "";
  document.getElementById("handover-go").focus();
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const seat = T.seat === null ? "" : `seat=${T.seat}&`;
  const socket = new WebSocket(`${scheme}://${location.host}/api/matches/${T.id}/live?${seat}board=true`);
  T.socket = socket;
  const connection = document.getElementById("connection");
  socket.onopen = () => { T.retry = 0; connection.textContent = ""; };
  socket.onmessage = (event) => {
    if (T.socket !== socket) return;  // a seat handed over: its words are not for this one
    const message = JSON.parse(event.data);
    if (message.type === "state") receive(message);
    else if (message.type === "accepted" || message.type === "refused") answered(message);
    else if (message.type === "chat") hearChat(message.lines);
    else if (message.type === "table") loadTable();
  };
  socket.onclose = (event) => {
    if (T.socket !== socket) return;
    T.socket = null;
    if (T.awaiting) {
      // its answer is lost with the socket: the state on connecting again says what became of
      // it, and a move made meanwhile goes over HTTP against the version the page holds
      T.awaiting = null;
      T.sending = false;
      if (T.state) draw();
    }
    if (event.code === 4403 || event.code === 4404) { say(event.reason); return; }
    if (T.state && T.state.status === "finished") return;
    T.retry = Math.min(T.retry + 1, 5);
    connection.textContent = "The connection was lost: connecting again…";
    setTimeout(() => { if (!T.socket && !T.covered) connect(); }, 500 * T.retry);
  };
}

function receive(state) {
  if (T.covered) return;  // behind the handover screen nothing is drawn
  if (T.state && state.version < T.state.version) return;  // an older word arriving late
  if (state.log_from !== 0 && state.log_from !== T.logNext) {
    // the log does not follow on from what the page holds (it shrank: an undo): read it all
    refresh();
    return;
  }
  T.log = state.log_from === 0 ? state.log.slice() : T.log.concat(state.log);
  T.logNext = state.log_next;
  T.names = state.names;
  const moved = !T.state || T.state.version !== state.version;
  T.state = state;
  if (moved) { T.chosen = []; T.group = null; if (!shownHint()) T.hint = null; }
  if (!T.awaiting) T.sending = false;  // else the answer to the move sent ends the wait
  const yours = T.table.yours;
  if (yours.length > 1 && state.status === "playing") {
    const acting = state.view.actors || [];
    if (!acting.includes(T.seat)) {
      const next = yours.find((s) => acting.includes(s));
      if (next !== undefined) { cover(next); return; }
    }
  }
  if (state.status === "finished" && T.table.status !== "finished") {
    T.table.status = "finished";
  }
  draw();
}

function seatName(seat) {
  // the match's own names (some games draw the colours at setup), else the table's
  return (T.names && T.names[seat]) || T.table.seats[seat].name;
}

function draw() {
  const state = T.state;
  if (!state || R.on) return;
  const play = document.getElementById("play");
  play.hidden = false;
  play.dataset.version = state.version;
  const decision = state.view.decision;
  const over = state.status === "finished" || !decision;
  document.getElementById("decision").textContent = over ? "The game is over." :
    sentence(decision.text) + (T.seat !== null && state.view.actors.includes(T.seat) ?
      ` (you play ${seatName(T.seat)})` : "");
  drawPlayers();
  drawBoard();
  drawActions();
  drawHint();
  drawLog();
  drawEnd();
  drawChat();
  document.getElementById("undo").hidden = !state.can_undo;
}

function drawPlayers() {
  const list = document.getElementById("players");
  list.replaceChildren();
  const actors = T.state.view.actors || [];
  T.clocksAt = Date.now();
  const scores = T.state.running_score;  // the game's points so far, if it keeps any
  const [one, several] = T.state.running_score_name || [];
  for (const s of T.table.seats) {
    const clock = T.state.clocks[s.seat];
    const who = s.player || (s.bot ? botName(s) : "");
    const score = scores ? scores[s.seat] : undefined;
    list.append(el("li", {class: actors.includes(s.seat) ? "acting" : ""}, seatBadge(seatName(s.seat)),
      el("span", {class: "hint", text: ` ${who}${s.seat === T.seat ? " (you)" : ""}`}),
      score !== undefined ? el("span", {class: "points", "data-seat": s.seat,
        text: ` · ${plural(score, one, several)}`}) : null,
      actors.includes(s.seat) ? el("span", {class: "to-act", text: " · to act"}) : null,
      clock !== null && clock !== undefined ? el("span", {class: "clock", "data-ms": clock,
        "data-seat": s.seat, text: ` · ${clockText(clock)}`}) : null));
  }
  if (T.state.deadline && T.state.status === "playing") {
    list.append(el("li", {class: "hint", text: `Next move by ${new Date(T.state.deadline).toLocaleString()}`}));
  }
  if (!T.clockTimer) T.clockTimer = setInterval(tickClocks, 1000);
}

// Each seat's points as the replay's step had them (the players' list shows the game's own
// until the replay is left).
function showPoints(scores) {
  if (!scores) return;
  const [one, several] = T.state.running_score_name || [];
  for (const node of document.querySelectorAll("#players .points")) {
    node.textContent = ` · ${plural(scores[Number(node.dataset.seat)], one, several)}`;
  }
}

function clockText(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")} left`;
}

function tickClocks() {
  if (!T.state || T.state.status !== "playing") return;
  const actors = T.state.view.actors || [];
  for (const node of document.querySelectorAll(".clock")) {
    const seat = Number(node.dataset.seat);
    const left = Number(node.dataset.ms) - (actors.includes(seat) ? Date.now() - T.clocksAt : 0);
    node.textContent = ` · ${clockText(left)}`;
  }
}

function remaining() {
  return T.state.legal.filter((a) => T.chosen.every((f) => contains(a.action, f)));
}

function showPicture(svg, text, legend) {
  // the board the game draws (SVG from the server), else its view as text in panels
  const board = document.getElementById("board");
  const picture = document.getElementById("picture");
  picture.replaceChildren();
  document.getElementById("board-tools").hidden = !svg;
  if (svg) { board.innerHTML = svg; zoom(); return; }
  board.replaceChildren();
  const panels = (text || "").split(/\n\n+/).filter((p) => p.trim());
  for (const part of panels) {
    // long lines wrap, except in a drawn grid (a map), which scrolls sideways instead
    const grid = /\+--|--\+/.test(part);
    picture.append(el("section", {class: "panel"}, el("pre", {class: grid ? "grid" : "wrap", text: part})));
  }
  if (legend) {
    // blank lines part the legend's paragraphs (the words file wraps its lines)
    const paragraphs = legend.split(/\n\s*\n/).filter((p) => p.trim())
      .map((p) => el("p", {text: p.replace(/\s+/g, " ").trim()}));
    picture.append(el("details", {class: "panel"}, el("summary", {text: "How to read this"}),
      ...paragraphs));
  }
}

function zoom() {
  const board = document.getElementById("board");
  const svg = board.querySelector("svg");
  const button = document.getElementById("zoom");
  board.classList.toggle("zoomed", T.zoomed);
  button.textContent = T.zoomed ? "Fit the board to the screen" : "Enlarge the board";
  if (!svg) return;
  const box = svg.viewBox && svg.viewBox.baseVal;
  svg.style.width = T.zoomed && box && box.width ? `${box.width}px` : "";
}

function drawBoard() {
  showPicture(T.state.board, T.state.picture, T.state.legend);
  markTargets();
}

function markTargets() {
  // which of the board's places may be clicked now (called again, on the same board, when a
  // move's answer ends the wait)
  if (!T.state.board) return;
  const board = document.getElementById("board");
  const left = remaining();
  for (const target of board.querySelectorAll(".target")) {
    let fields;
    try { fields = JSON.parse(target.dataset.fields); } catch (e) { continue; }
    const chosen = T.chosen.some((f) => JSON.stringify(f) === JSON.stringify(fields));
    const live = !chosen && left.some((a) => contains(a.action, fields)) && !T.sending;
    target.classList.toggle("chosen", chosen);
    target.classList.toggle("live", live);
    target.classList.toggle("off", !live && !chosen);
    target.classList.toggle("hinted", hinted(fields));
    const title = target.querySelector("title");
    if (live) {
      target.setAttribute("tabindex", "0");
      target.setAttribute("role", "button");
      if (title) target.setAttribute("aria-label", title.textContent);
      target.onclick = () => pick(fields);
      target.onkeydown = (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(fields); }
      };
    } else {
      target.removeAttribute("tabindex");
      target.onclick = target.onkeydown = null;
    }
  }
  labelHint(board);
}

function placed(action) {
  if (!T.state.board) return false;
  const board = document.getElementById("board");
  for (const target of board.querySelectorAll(".target")) {
    try { if (contains(action.action, JSON.parse(target.dataset.fields))) return true; } catch (e) { /* */ }
  }
  return false;
}

function pick(fields) {
  if (T.sending) return;
  T.chosen.push(fields);
  const left = remaining();
  if (left.length === 1) { send(left[0]); return; }
  draw();
}

function drawActions() {
  const box = document.getElementById("actions");
  box.replaceChildren();
  const hint = document.getElementById("choice-hint");
  const acting = document.getElementById("acting");
  const legal = T.state.legal;
  acting.hidden = !legal.length && !T.state.can_undo;
  document.getElementById("restart").hidden = !T.chosen.length && T.group === null;
  if (!legal.length) { hint.textContent = ""; return; }
  const left = remaining();
  let shown = T.chosen.length ? left : left.filter((a) => !placed(a));
  const onBoard = left.length - left.filter((a) => !placed(a)).length;
  hint.textContent = T.chosen.length ?
    `Narrowed to ${plural(left.length, "choice")}: click a highlighted place or pick one below.` :
    onBoard ? "Click a highlighted place on the board" + (shown.length ? ", or choose below." : ".") :
    "Choose one:";
  if (T.group !== null) shown = shown.filter((a) => a.group === T.group);
  const groups = new Map();
  const entries = [];
  for (const a of shown) {
    if (T.group === null && a.group && shown.filter((b) => b.group === a.group).length > 1) {
      if (!groups.has(a.group)) { groups.set(a.group, true); entries.push({group: a.group}); }
    } else {
      entries.push({action: a});
    }
  }
  for (const entry of entries) {
    if (entry.group) {
      box.append(el("button", {type: "button", class: "group", text: `${entry.group}…`,
        disabled: T.sending, onclick: () => { T.group = entry.group; draw(); }}));
    } else {
      const best = shownHint();
      box.append(el("button", {type: "button", text: entry.action.label, disabled: T.sending,
        class: best && best.actions[0].index === entry.action.index ? "hinted" : null,
        onclick: () => send(entry.action)}));
    }
  }
}

// --- a hint: the strongest bot's best three, from what this seat sees -------------------------
// Where the table allows hints (`T.table.hints`), the seat to decide may ask; the best action's
// places on the board are outlined with its chance beside them (its button, for an action no
// place stands for), and the box lists the best three. A hint holds for the version it was
// worked out at: any move clears it.

function percent(chance) {
  if (chance >= 1) return "100%";
  if (chance <= 0) return "0%";
  return `${Math.min(99, Math.max(1, Math.round(100 * chance)))}%`;
}

function shownHint() {
  // the hint for what is on the screen now, or null
  const h = T.hint;
  return h && T.state && h.seat === T.seat && h.version === T.state.version ? h.found : null;
}

function hinted(fields) {
  const best = shownHint();
  return !!best && contains(best.actions[0].action, fields);
}

function labelHint(board) {
  // the best action's chance, written beside the most precise of its places
  for (const old of board.querySelectorAll(".hint-chance")) old.remove();
  const best = shownHint();
  if (!best) return;
  let place = null, most = -1;
  for (const target of board.querySelectorAll(".target.hinted")) {
    let n = 0;
    try { n = Object.keys(JSON.parse(target.dataset.fields)).length; } catch (e) { continue; }
    if (n > most) { place = target; most = n; }
  }
  if (!place || !place.getBBox) return;
  const box = place.getBBox();
  const label = document.createElementNS("http://www.w3.org/2000/svg", "text");
  label.setAttribute("class", "hint-chance");
  label.setAttribute("x", box.x + 4);
  label.setAttribute("y", box.y + 17);
  label.textContent = percent(best.actions[0].chance);
  place.append(label);
}

function drawHint() {
  const button = document.getElementById("hint");
  const box = document.getElementById("hint-box");
  const state = T.state;
  const may = !!T.table.hints && T.seat !== null && state.status === "playing" &&
    state.legal.length > 1 && !R.on;
  button.hidden = !may;
  button.disabled = T.hinting || T.sending;
  button.textContent = T.hinting ? "Thinking…" : "Hint";
  const best = may ? shownHint() : null;
  box.hidden = !best;
  if (!best) { box.replaceChildren(); return; }
  const list = el("ol");
  for (const a of best.actions) {
    list.append(el("li", {text: `${a.label}: ${a.words}`}));
  }
  box.replaceChildren(
    el("p", {text: `The best gives you a ${percent(best.chance)} chance of winning` +
      (placed(best.actions[0]) ? " (outlined on the board):" : ":")}),
    list,
    el("p", {class: "hint", text: "The strongest bot's estimate, from what you can see."}));
}

async function askHint() {
  if (T.hinting || !T.state) return;
  const seat = T.seat, version = T.state.version;
  T.hinting = true;
  say("");
  drawHint();
  try {
    const found = await call("GET", `/api/matches/${T.id}/hint?seat=${seat}`);
    T.hint = {seat, version: found.version, found};
  } catch (err) {
    say(`No hint: ${err.message}`);
  }
  T.hinting = false;
  if (T.state && T.seat === seat && T.state.version === version) {
    markTargets();
    drawActions();
  }
  if (T.state) drawHint();
}

// A move or an undo goes over the table's socket while it is open (answered on it, after the
// new state: "accepted" or "refused" with the reason), else over HTTP; either way only one at
// a time: nothing more is sent until its answer.

function overSocket(message) {
  // sent on the open socket: true (its answer comes to `answered`); false when it is not open
  const socket = T.socket;
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  const id = ++T.sent;
  T.awaiting = {id, type: message.type};
  socket.send(JSON.stringify({...message, id}));
  return true;
}

function answered(message) {
  const awaited = T.awaiting;
  if (!awaited || message.id !== awaited.id) return;  // not the answer awaited
  T.awaiting = null;
  if (message.type === "refused") {
    if (awaited.type === "undo") notUndone(message.reason);
    else refused(message.reason);
    return;
  }
  T.sending = false;
  if (!T.state || T.state.version < message.version) { refresh(); return; }  // its state missed
  markTargets();
  drawActions();
}

async function send(action) {
  if (T.sending) return;
  T.sending = true;
  say("");
  draw();
  const move = {version: T.state.version, action: action.action};
  if (overSocket({type: "move", ...move})) return;
  try {
    await call("POST", `/api/matches/${T.id}/moves`, {seat: T.seat, ...move, answer: "version"});
  } catch (err) {
    refused(err.message);
  }
}

function refused(reason) {
  T.sending = false;
  T.chosen = [];
  T.group = null;
  say(`That move was refused: ${reason}`);
  draw();
  refresh();
}

async function refresh() {
  // after a refusal the page may be behind (a lost word of the socket): read the state again
  try {
    const asked = T.seat;
    const seat = asked === null ? "" : `seat=${asked}&`;
    const state = await call("GET", `/api/matches/${T.id}?${seat}board=true`);
    if (T.seat === asked && !T.covered) receive(state);  // never a seat handed over since
  } catch (err) { /* the socket will bring it */ }
}

async function undo() {
  if (T.sending) return;
  T.sending = true;
  if (overSocket({type: "undo", version: T.state.version})) return;
  try {
    await call("POST", `/api/matches/${T.id}/undo`, {seat: T.seat, version: T.state.version,
      answer: "version"});
  } catch (err) {
    notUndone(err.message);
  }
}

function notUndone(reason) {
  T.sending = false;
  say(`That could not be taken back: ${reason}`);
  draw();
}

function drawLog() {
  const log = document.getElementById("log");
  const atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  log.replaceChildren(...T.log.map((line) => el("li", {text: line})));
  if (atEnd) log.scrollTop = log.scrollHeight;
}

// The score chart's colours (Okabe and Ito's, told apart in most kinds of colour blindness),
// each also with its own pattern (style.css: .pattern-N) and letter, so that no category is
// known by its colour alone.
const CATEGORY_COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00",
  "#f0e442", "#999999"];
const PATTERNS = 8;

function drawEnd() {
  const box = document.getElementById("end");
  const result = T.state.result;
  if (!result || T.state.status !== "finished") { box.hidden = true; return; }
  box.hidden = false;
  box.replaceChildren(el("h2", {text: "The end"}));
  const names = T.table.seats.map((s) => seatName(s.seat));
  const winners = result.winners.map((p) => names[p]);
  box.append(el("p", {class: "winners", text: `${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "wins"}.`}));
  if (result.termination) box.append(el("p", {class: "hint", text: sentence(result.termination.reason) + "."}));
  const categories = scoreCategories(result);
  const table = el("table", {class: "scores"});
  table.append(el("thead", {}, el("tr", {}, el("th", {scope: "col", text: "Scoring"}),
    ...names.map((n) => el("th", {scope: "col"}, seatBadge(n))))));
  const body = el("tbody");
  for (const c of categories) {
    body.append(el("tr", {}, el("th", {scope: "row"}, el("span", {class: "key", "aria-hidden": "true",
      text: c.letter}), ` ${c.name}`),
    ...result.scores.map((_, p) => el("td", {text: String(c.of(p))}))));
  }
  body.append(el("tr", {class: "total"}, el("th", {scope: "row", text: "Total"}),
    ...result.scores.map((s, p) => el("td", {"data-seat": p, class: "final-score", text: String(s)}))));
  table.append(body);
  box.append(el("div", {class: "scroll"}, table));
  box.append(scoreChart(result, names, categories));
  box.append(el("p", {}, el("a", {class: "button", href: `/api/matches/${T.id}/record`,
    download: `${T.table.game}-${T.id}.json`, text: "Download the record"}),
  el("button", {type: "button", id: "replay-start", text: "Replay the game",
    onclick: () => replayStep(0)}),
  T.table.yours.length ? el("button", {type: "button", id: "rematch",
    text: T.table.rematch ? "Join the rematch" : "Rematch", onclick: rematch}) : null));
  if (T.table.rematch && T.table.yours.length) {
    box.append(el("p", {class: "hint", id: "rematch-offer",
      text: "A rematch of this game is set: the same game, options and seats."}));
  }
}

function points(result, seat, key) {
  const value = (result.breakdown[seat] || {})[key];
  return typeof value === "number" ? value : 0;
}

function scoreCategories(result) {
  // the game's categories in its order, those no player scored in left out; any category the
  // game does not name after them; and what the breakdown leaves unexplained, if anything
  const named = T.game.categories;
  const keys = Object.keys(named).filter((k) => result.breakdown.some((b) => b && k in b));
  for (const b of result.breakdown) for (const k of Object.keys(b || {})) if (!keys.includes(k)) keys.push(k);
  const out = keys.map((key) => ({key, name: named[key] || sentence(key.replace(/_/g, " "))}));
  const rest = result.scores.map((s, p) => s - keys.reduce((sum, k) => sum + points(result, p, k), 0));
  if (rest.some((r) => Math.abs(r) > 1e-9)) {
    out.push({key: null, name: result.breakdown.length ? "Not in the breakdown" : "Score", rest});
  }
  out.forEach((c, i) => {
    c.of = (p) => c.key === null ? c.rest[p] : points(result, p, c.key);
    c.letter = i < 26 ? String.fromCharCode(65 + i) : String(i + 1);
    c.colour = CATEGORY_COLOURS[i % CATEGORY_COLOURS.length];
    c.pattern = i % PATTERNS;
  });
  return out;
}

function scoreChart(result, names, categories) {
  // one bar a player, stacked by category: points above zero to the right of the zero line,
  // points below it (penalties) to its left, all at one scale
  const value = (p, c) => c.of(p);
  const sums = result.scores.map((_, p) => {
    let up = 0, down = 0;
    for (const c of categories) { const v = value(p, c); if (v > 0) up += v; else down -= v; }
    return {up, down};
  });
  const most = Math.max(...sums.map((x) => x.up), 0);
  const least = Math.max(...sums.map((x) => x.down), 0);
  const span = most + least || 1;
  const figure = el("figure", {class: "chart"});
  figure.append(el("figcaption", {class: "hint", text: "Each player's score by category " +
    "(the table above gives the same figures)"}));
  const bars = el("div", {class: "bars", role: "img", "aria-label": result.scores.map((s, p) =>
    `${names[p]} ${s}: ` + categories.filter((c) => value(p, c)).map((c) => `${c.name} ${value(p, c)}`)
      .join(", ")).join("; ")});
  result.scores.forEach((score, p) => {
    const below = el("span", {class: "below", style: `width:${100 * least / span}%`});
    const above = el("span", {class: "above", style: `width:${100 * most / span}%`});
    for (const c of categories) {
      const v = value(p, c);
      if (!v) continue;
      const zone = v > 0 ? above : below;
      const whole = v > 0 ? most : least;
      zone.append(el("span", {class: `segment pattern-${c.pattern}`, "data-seat": p,
        "data-category": c.key === null ? "" : c.key, "data-points": v,
        style: `width:${100 * Math.abs(v) / whole}%;--fill:${c.colour}`,
        title: `${names[p]}: ${c.name}, ${v}`}, el("b", {text: c.letter})));
    }
    bars.append(el("div", {class: "bar-row"}, el("span", {class: "bar-name"}, seatBadge(names[p])),
      el("span", {class: "stack"}, below, above),
      el("span", {class: "bar-value", text: String(score)})));
  });
  figure.append(bars);
  const legend = el("ul", {class: "legend", "aria-label": "The categories"});
  for (const c of categories.filter((c) => result.scores.some((_, p) => value(p, c)))) {
    legend.append(el("li", {"data-category": c.key === null ? "" : c.key},
      el("span", {class: `swatch pattern-${c.pattern}`, style: `--fill:${c.colour}`, "aria-hidden": "true"},
        el("b", {text: c.letter})), ` ${c.name}`));
  }
  figure.append(legend);
  return figure;
}

async function rematch() {
  // the same game again: the server keeps each person's seat; a seat kept for me is taken
  try {
    const table = await call("POST", `/api/tables/${T.id}/rematch`);
    const kept = table.seats.some((s) => s.kind === "reserved" && s.player === T.me.name);
    if (kept) await call("POST", `/api/tables/${table.id}/join`, {});
    location.href = `/table/${table.id}`;
  } catch (err) { say(`No rematch: ${err.message}`); }
}

// --- the table's talk ---------------------------------------------------------------------------

const CHAT_ENTITIES = {lt: "<", gt: ">", quot: "\"", "#x27": "'", "#39": "'", amp: "&"};

function unescaped(text) {
  // the server sends chat lines HTML-escaped; the page writes them as text, never as HTML
  return String(text).replace(/&(lt|gt|quot|#x27|#39|amp);/g, (_, name) => CHAT_ENTITIES[name]);
}

function hearChat(lines) {
  const list = document.getElementById("chat-lines");
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  for (const line of lines) {
    if (list.querySelector(`li[data-id="${Number(line.id)}"]`)) continue;  // heard already
    const at = new Date(line.at);
    const item = el("li", {"data-id": Number(line.id)},
      el("time", {datetime: line.at, class: "hint",
        text: isNaN(at) ? "" : at.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})}),
      " ", el("strong", {class: "chat-name", text: line.name}), ": ",
      el("span", {class: "chat-text", text: unescaped(line.text)}));
    const later = [...list.children].find((li) => Number(li.dataset.id) > Number(line.id));
    list.insertBefore(item, later || null);
  }
  if (atEnd) list.scrollTop = list.scrollHeight;
}

function drawChat() {
  // the table's players talk while the game lets them; anyone watching reads
  const seated = T.table.yours.length > 0;
  const closed = T.state.status === "playing" && !T.state.chat_open;
  const note = document.getElementById("chat-closed");
  document.getElementById("chat-form").hidden = !seated;
  for (const node of document.querySelectorAll("#chat-form input, #chat-form button")) {
    node.disabled = closed;
  }
  note.hidden = seated && !closed;
  note.textContent = !seated ? "Only the table's players talk here." :
    closed ? `${sentence(T.state.chat_closed || "the table may not talk now")}.` : "";
}

async function sendChat(event) {
  event.preventDefault();
  const input = document.getElementById("chat-text");
  const problem = document.getElementById("chat-problem");
  if (!input.value) return;
  problem.textContent = "";
  try {
    const line = await call("POST", `/api/matches/${T.id}/chat`, {text: input.value});
    input.value = "";
    hearChat([line]);
  } catch (err) {
    problem.textContent = `${sentence(err.message)}.`;  // the line stays in the box
  }
}

// --- the replay of a finished game ------------------------------------------------------------

const R = {on: false, step: 0, steps: 0, asked: 0, chances: null};

async function replayStep(step) {
  const asked = ++R.asked;
  let seen;
  try {
    seen = await call("GET", `/api/matches/${T.id}/replay?step=${Math.max(0, step)}`);
  } catch (err) { say(err.message); return; }
  if (asked !== R.asked) return;  // a later step was asked meanwhile
  R.on = true;
  R.step = seen.step;
  R.steps = seen.steps;
  document.getElementById("replay").hidden = false;
  document.getElementById("acting").hidden = true;
  const slider = document.getElementById("replay-slider");
  slider.max = seen.steps;
  slider.value = seen.step;
  document.getElementById("replay-step").textContent =
    `Replay: after ${plural(seen.step, "move")} of ${seen.steps}`;
  document.getElementById("decision").textContent = sentence(seen.decision);
  showPicture(seen.board, seen.picture, null);
  showPoints(seen.running_score);
  T.log = seen.log;
  drawLog();
  if (!R.chances) loadChances();
  else moveCursor();
}

// The chart of each seat's chance of winning after every move (drawn by the server), the step
// shown marked on it; a click on it goes to the step it points at.

async function loadChances() {
  R.chances = "asked";
  let found;
  try {
    found = await call("GET", `/api/matches/${T.id}/chances`);
  } catch (err) { R.chances = null; return; }
  R.chances = found;
  const figure = document.getElementById("chances");
  const chart = document.getElementById("chances-chart");
  chart.innerHTML = found.chart;
  const svg = chart.querySelector("svg");
  if (svg) {
    svg.setAttribute("aria-label", "Each player's chance of winning after every move: " +
      found.names.map((n, p) => `${n} ${percent(found.chances[found.chances.length - 1][p])} ` +
        "at the end").join(", "));
    const cursor = document.createElementNS("http://www.w3.org/2000/svg", "line");
    cursor.setAttribute("class", "cursor");
    svg.append(cursor);
    svg.addEventListener("click", (e) => {
      const at = svg.createSVGPoint();
      at.x = e.clientX; at.y = e.clientY;
      const p = at.matrixTransform(svg.getScreenCTM().inverse());
      const left = Number(svg.dataset.left), width = Number(svg.dataset.width);
      const steps = Number(svg.dataset.steps);
      replayStep(Math.max(0, Math.min(steps, Math.round((p.x - left) / width * steps))));
    });
  }
  const caption = document.getElementById("chances-turn");
  const turn = found.turn;
  caption.replaceChildren(turn ? `The game turned at move ${turn.step}: ${turn.words} ` +
    `(${found.names[turn.seat]}'s chance of winning went from ${percent(turn.before)} to ` +
    `${percent(turn.after)}). ` : "",
  turn ? el("button", {type: "button", id: "chances-turn-go", text: "See that move",
    onclick: () => replayStep(turn.step)}) : "");
  figure.hidden = false;
  moveCursor();
}

function moveCursor() {
  const svg = document.querySelector("#chances-chart svg");
  const cursor = svg && svg.querySelector(".cursor");
  if (!cursor) return;
  const steps = Number(svg.dataset.steps) || 1;
  const x = Number(svg.dataset.left) + Number(svg.dataset.width) * R.step / steps;
  const top = Number(svg.dataset.top), bottom = top + Number(svg.dataset.height);
  for (const [k, v] of [["x1", x], ["x2", x], ["y1", top], ["y2", bottom]]) {
    cursor.setAttribute(k, v);
  }
}

function leaveReplay() {
  R.on = false;
  R.asked++;
  document.getElementById("replay").hidden = true;
  refresh();
}

function replayControls() {
  const at = (f) => () => replayStep(f());
  document.getElementById("replay-first").addEventListener("click", at(() => 0));
  document.getElementById("replay-back").addEventListener("click", at(() => R.step - 1));
  document.getElementById("replay-next").addEventListener("click", at(() => Math.min(R.steps, R.step + 1)));
  document.getElementById("replay-last").addEventListener("click", at(() => R.steps));
  document.getElementById("replay-leave").addEventListener("click", leaveReplay);
  document.getElementById("replay-slider").addEventListener("input",
    (e) => replayStep(Number(e.target.value)));
}

// --- start --------------------------------------------------------------------------------------

const PAGES = {home: homePage, lobby: lobbyPage, table: tablePage};
document.addEventListener("DOMContentLoaded", () => {
  const page = PAGES[document.body.dataset.page];
  if (page) page().catch((err) => say(err.message));
});
