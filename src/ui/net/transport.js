// The browser side of online play's transport (src/ui/net): WebRTC data channels, set
// up through a matchbox_server signalling room or by hand with SDP offers and answers.
// A module file beside its Rust, not code made from strings, so the page's
// Content-Security-Policy needs no 'unsafe-eval'. It lives in JavaScript rather than in
// web-sys calls from Rust because every game's wasm has a size budget: this glue cost
// about 10 KB of gzipped wasm per game and costs nothing there here.
//
// Every event goes to the page as on(kind, peer, text): "open" when a data channel to
// `peer` can be written to, "text" for each whole message, "closed" once when an opened
// peer is gone, "failed" (with words) for anything that went wrong without ending the
// channel. Nothing a peer or the network sends throws into the page: what is not text,
// is over the size limit or is malformed is dropped with a console warning.

const LABEL = "turnkeeper";
const KEEP_ALIVE_MS = 10000;
let maxBytes = 200 * 1024;

/// The size limit of a message, in bytes of UTF-8 (the page's MAX_MESSAGE_BYTES).
export function setLimit(bytes) {
  maxBytes = bytes;
}

function utf8Length(text) {
  // Each UTF-16 unit is at most 3 bytes: most texts need no counting.
  return text.length * 3 <= maxBytes ? text.length : new TextEncoder().encode(text).length;
}

function words(e) {
  return (e && (typeof e === "string" ? e : e.message)) || "the browser refused it";
}

function servers(iceJson) {
  try {
    return JSON.parse(iceJson).map((s) => {
      const out = { urls: s.urls };
      if (s.username != null) out.username = s.username;
      if (s.credential != null) out.credential = s.credential;
      return out;
    });
  } catch {
    return [];
  }
}

/// One connection to one peer and its data channel.
class Peer {
  constructor(id, iceJson, on, offering) {
    this.id = id;
    this.on = on;
    this.opened = false;
    this.over = false;
    this.early = [];
    this.remoteSet = false;
    this.dc = null;
    this.pc = new RTCPeerConnection({ iceServers: servers(iceJson) });
    if (offering) this.wire(this.pc.createDataChannel(LABEL));
    else this.pc.ondatachannel = (e) => this.wire(e.channel);
    this.pc.onconnectionstatechange = () => {
      const s = this.pc.connectionState;
      if (s === "failed" || s === "closed") this.gone();
    };
  }

  wire(dc) {
    this.dc = dc;
    dc.onopen = () => {
      if (!this.over && !this.opened) {
        this.opened = true;
        this.on("open", this.id, "");
      }
    };
    dc.onmessage = (e) => this.received(e.data);
    dc.onclose = () => this.gone();
  }

  received(data) {
    if (this.over) return;
    if (typeof data !== "string") {
      console.warn(`ignored a message from ${this.id} that is not text`);
      return;
    }
    const bytes = utf8Length(data);
    if (bytes > maxBytes) {
      const said = `refused a message of ${bytes} bytes from ${this.id}: over the limit of ${maxBytes} bytes`;
      console.warn(said);
      this.on("failed", "", said);
      return;
    }
    this.on("text", this.id, data);
  }

  /// The peer is gone: "closed" once if it was ever open, else the failure in words.
  gone() {
    if (this.over) return;
    this.over = true;
    if (this.opened) this.on("closed", this.id, "");
    else this.on("failed", "", `could not connect to ${this.id}`);
    this.shut();
  }

  /// Closes the connection from this side, raising nothing here.
  close() {
    this.over = true;
    this.shut();
  }

  shut() {
    if (this.dc) {
      this.dc.onopen = this.dc.onmessage = this.dc.onclose = null;
      this.dc.close();
    }
    this.pc.ondatachannel = this.pc.onconnectionstatechange = this.pc.onicecandidate = null;
    this.pc.close();
  }

  send(text) {
    const bytes = utf8Length(text);
    if (bytes > maxBytes) return `a message of ${bytes} bytes is over the limit of ${maxBytes} bytes`;
    if (!this.dc || this.over || this.dc.readyState !== "open") return `${this.id} is not connected`;
    try {
      this.dc.send(text);
      return "";
    } catch (e) {
      return `could not send to ${this.id}: ${words(e)}`;
    }
  }

  addCandidate(json) {
    let init;
    try {
      init = JSON.parse(json);
    } catch {
      init = null;
    }
    if (!init || typeof init !== "object") {
      console.warn(`ignored a malformed ICE candidate from ${this.id}`);
      return;
    }
    if (this.remoteSet) this.addNow(init);
    else this.early.push(init);
  }

  addNow(init) {
    this.pc.addIceCandidate(init).catch((e) => console.warn(`ignored an ICE candidate from ${this.id}: ${words(e)}`));
  }

  async describe(local, type, sdp) {
    try {
      if (local) await this.pc.setLocalDescription({ type, sdp });
      else await this.pc.setRemoteDescription({ type, sdp });
    } catch (e) {
      throw `the connection description was refused: ${words(e)}`;
    }
    if (!local) {
      this.remoteSet = true;
      for (const c of this.early.splice(0)) this.addNow(c);
    }
  }

  async local(made, type) {
    let desc;
    try {
      desc = await made;
    } catch (e) {
      throw `could not describe the connection: ${words(e)}`;
    }
    await this.describe(true, type, desc.sdp);
    return desc.sdp;
  }

  makeOffer() {
    return this.local(this.pc.createOffer(), "offer");
  }

  async takeOffer(sdp) {
    await this.describe(false, "offer", sdp);
    return this.local(this.pc.createAnswer(), "answer");
  }

  takeAnswer(sdp) {
    return this.describe(false, "answer", sdp);
  }

  /// The local SDP with every ICE candidate gathered within `ms` (an unreachable STUN
  /// server must not hold the code back).
  async gathered(ms) {
    if (this.pc.iceGatheringState !== "complete") {
      await new Promise((resolve) => {
        this.pc.onicegatheringstatechange = () => {
          if (this.pc.iceGatheringState === "complete") resolve();
        };
        setTimeout(resolve, ms);
      });
      this.pc.onicegatheringstatechange = null;
    }
    return this.pc.localDescription ? this.pc.localDescription.sdp : "";
  }
}

/// The pages of one game in a matchbox_server room: the server introduces them
/// (offers, answers and ICE candidates, relayed), then each pair talks directly. The
/// page already in the room offers to each newcomer, so two pages never offer to each
/// other.
class Room {
  constructor(url, room, iceJson, on) {
    this.url = url;
    this.ice = iceJson;
    this.on = on;
    this.peers = new Map();
    this.reached = false;
    this.over = false;
    this.beat = null;
    this.ws = new WebSocket(`${url}/${room}`);
    this.ws.onopen = () => {
      this.reached = true;
      this.beat = setInterval(() => this.ws.send('"KeepAlive"'), KEEP_ALIVE_MS);
    };
    this.ws.onmessage = (e) => {
      if (typeof e.data === "string") this.serverSaid(e.data);
    };
    this.ws.onclose = () => {
      clearInterval(this.beat);
      if (this.over) return;
      this.on("failed", "", this.reached
        ? `the signalling server ${url} closed the connection: connected pages go on, no new page can join`
        : `could not reach the signalling server ${url}`);
    };
  }

  serverSaid(text) {
    if (this.over) return;
    let v = null;
    try {
      v = text.length <= maxBytes ? JSON.parse(text) : null;
    } catch {
      v = null;
    }
    if (!v || typeof v !== "object") return console.warn("ignored a malformed message from the signalling server");
    // Our own id (IdAssigned) matters only to the server, which adds it as sender.
    if (typeof v.IdAssigned === "string") return;
    if (typeof v.NewPeer === "string") return this.offerTo(v.NewPeer);
    if (typeof v.PeerLeft === "string") {
      const left = this.peers.get(v.PeerLeft);
      this.peers.delete(v.PeerLeft);
      if (left) left.gone();
      return;
    }
    if (v.Signal && typeof v.Signal.sender === "string") return this.signal(v.Signal.sender, v.Signal.data);
    console.warn("ignored an unknown message from the signalling server");
  }

  sendSignal(receiver, data) {
    try {
      this.ws.send(JSON.stringify({ Signal: { receiver, data } }));
    } catch {
      this.on("failed", "", `could not reach ${receiver} through the signalling server`);
    }
  }

  connect(id, offering) {
    let peer;
    try {
      peer = new Peer(id, this.ice, this.on, offering);
    } catch (e) {
      this.on("failed", "", `this browser cannot open a WebRTC connection: ${words(e)}`);
      return null;
    }
    peer.pc.onicecandidate = (e) => {
      if (e.candidate) this.sendSignal(id, { IceCandidate: JSON.stringify(e.candidate.toJSON()) });
    };
    const old = this.peers.get(id);
    this.peers.set(id, peer);
    if (old) old.close();
    return peer;
  }

  step(id, made) {
    made.then((data) => data && this.sendSignal(id, data), (e) => this.on("failed", "", `connecting to ${id}: ${words(e)}`));
  }

  offerTo(id) {
    const peer = this.connect(id, true);
    if (peer) this.step(id, peer.makeOffer().then((sdp) => ({ Offer: sdp })));
  }

  signal(sender, data) {
    const known = this.peers.get(sender);
    const text = (key) => (data && typeof data[key] === "string" ? data[key] : null);
    if (text("Offer") !== null) {
      const peer = this.connect(sender, false);
      if (peer) this.step(sender, peer.takeOffer(text("Offer")).then((sdp) => ({ Answer: sdp })));
    } else if (text("Answer") !== null && known) {
      this.step(sender, known.takeAnswer(text("Answer")).then(() => null));
    } else if (text("IceCandidate") !== null && known) {
      known.addCandidate(text("IceCandidate"));
    } else {
      console.warn(`ignored an unknown or misplaced signal from ${sender}`);
    }
  }

  send(peer, text) {
    const p = this.peers.get(peer);
    return p ? p.send(text) : `${peer} is not connected`;
  }

  close() {
    this.over = true;
    clearInterval(this.beat);
    this.ws.close();
    for (const p of this.peers.values()) p.close();
    this.peers.clear();
  }
}

/// A channel to the one peer a serverless exchange connected.
class Direct {
  constructor(peer) {
    this.peer = peer;
  }
  send(peer, text) {
    return peer === this.peer.id ? this.peer.send(text) : `${peer} is not connected (this channel reaches ${this.peer.id} only)`;
  }
  close() {
    this.peer.close();
  }
}

/// Joins `room` on the signalling server at `url`; throws words if the address cannot
/// be opened.
export function joinRoom(url, room, iceJson, on) {
  try {
    return new Room(url, room, iceJson, on);
  } catch (e) {
    throw `cannot open the signalling server's address ${url}/${room}: ${words(e)}`;
  }
}

/// Sends one message: "" when sent, else why not.
export function send(channel, peer, text) {
  return channel.send(peer, text);
}

export function close(channel) {
  channel.close();
}

/// The host's offer for one remote seat: [its SDP with every candidate, the channel to
/// that seat]. The channel is the caller's at once, before any answer: a channel handed
/// over only with the answer could open (and a message be sent on it) before the caller
/// had it, which a busy browser did.
export async function offer(name, iceJson, gatherMs, on) {
  let peer;
  try {
    peer = new Peer(name, iceJson, on, true);
  } catch (e) {
    throw `this browser cannot open a WebRTC connection: ${words(e)}`;
  }
  await peer.makeOffer();
  return [await peer.gathered(gatherMs), new Direct(peer)];
}

/// The joiner's side: [the answer's SDP with every candidate, the channel to the host].
export async function answer(sdp, name, iceJson, gatherMs, on) {
  let peer;
  try {
    peer = new Peer(name, iceJson, on, false);
  } catch (e) {
    throw `this browser cannot open a WebRTC connection: ${words(e)}`;
  }
  await peer.takeOffer(sdp);
  return [await peer.gathered(gatherMs), new Direct(peer)];
}

/// The host takes the joiner's answer on the channel of its offer(), which then opens.
export async function accept(channel, sdp) {
  await channel.peer.takeAnswer(sdp);
}
