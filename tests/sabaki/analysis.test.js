// analysis.test.js -- goref's live analysis as Sabaki reads it, through
// Sabaki's own GTP library (@sabaki/gtp): kata-analyze and lz-analyze stream
// "info move ..." lines that parse under the rules of Sabaki's analysis parser
// (ownership split off first and used only with one value per point; each
// "info" entry is key-value pairs ending with the PV's vertices; a winrate
// with a '.' is KataGo's 0..1, without one Leela Zero's 1/10000), the analysis
// ends when the next command is sent (Sabaki's abort probe is
// protocol_version) and that command is then answered normally, and
// kata-genmove_analyze ends with "play V".
//
// Run: node --test (GOREF=path picks the binary; default ../../goref).

'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('node:path')
const {spawn} = require('node:child_process')
const {Controller} = require('@sabaki/gtp')

const goref = path.resolve(__dirname, process.env.GOREF || '../../goref')
const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'

function vertexOnBoard(text, size) {
  let m = /^([A-HJ-Z])(\d{1,2})$/.exec(text)
  return m != null && letters.indexOf(m[1]) < size && +m[2] >= 1 && +m[2] <= size
}

// One analysis line read the way Sabaki reads it; asserts what Sabaki needs.
function parseLine(line, size) {
  let ownership = null
  let at = line.search(/(^|\s)ownership\s/)
  if (at >= 0) {
    ownership = line.slice(at).trim().split(/\s+/).slice(1).map(Number)
    line = line.slice(0, at)
  }
  let entries = line.split(/\s*info\s+/).slice(1).map(chunk => {
    let tokens = chunk.trim().split(/\s+/)
    let pvAt = tokens.indexOf('pv')
    assert.ok(pvAt > 0, `no pv in: ${chunk}`)
    let fields = {}
    for (let i = 0; i + 1 < pvAt; i += 2) fields[tokens[i]] = tokens[i + 1]
    assert.equal(pvAt % 2, 0, `keys and values do not pair up in: ${chunk}`)
    fields.pv = tokens.slice(pvAt + 1)
    return fields
  })
  for (let e of entries) {
    assert.ok(e.move === 'pass' || vertexOnBoard(e.move, size), `move ${e.move}`)
    assert.match(e.visits, /^\d+$/)
    assert.ok(e.pv.length > 0, 'empty pv')
    assert.equal(e.pv[0], e.move, 'the pv starts with its move')
    for (let v of e.pv) assert.ok(v === 'pass' || vertexOnBoard(v, size), `pv vertex ${v}`)
  }
  entries.forEach((e, i) => assert.equal(e.order, String(i), 'order counts up from 0'))
  return {entries, ownership}
}

// Sends an analysis command, collects its lines until `stopAfter` of them have
// come, then sends `next` (the command that must stop it). Resolves to the
// analysis response, its lines and the next command's response.
async function analyseThenSend(controller, command, stopAfter, next) {
  let lines = []
  let enough
  let gotEnough = new Promise(resolve => (enough = resolve))
  let analysis = controller.sendCommand(command, ({line}) => {
    if (line.startsWith('info ') || line.startsWith('ownership ')) lines.push(line)
    if (lines.length >= stopAfter) enough()
  })
  await gotEnough
  let [response, nextResponse] = await Promise.all([analysis, controller.sendCommand(next)])
  return {response, lines, nextResponse}
}

async function ask(controller, name, ...args) {
  let response = await controller.sendCommand({name, args})
  assert.equal(response.error, false, `${name} ${args.join(' ')}: ${response.content}`)
  return response.content
}

test('kata-analyze with ownership: lines parse, one ownership value per point, stops on protocol_version', {timeout: 60000}, async () => {
  let controller = new Controller(goref, ['--seed', '1'])
  controller.start()
  try {
    await ask(controller, 'boardsize', '9')
    await ask(controller, 'clear_board')
    await ask(controller, 'play', 'B', 'E5')
    let {response, lines, nextResponse} = await analyseThenSend(
      controller,
      {name: 'kata-analyze', args: ['W', '10', 'ownership', 'true']},
      3,
      {name: 'protocol_version'}
    )
    assert.equal(response.error, false)
    assert.equal(nextResponse.content, '2', 'the probe is answered after the analysis')
    assert.ok(lines.length >= 3)
    for (let line of lines) {
      let {entries, ownership} = parseLine(line, 9)
      assert.ok(entries.length > 0, 'moves listed')
      for (let e of entries) {
        assert.ok(e.winrate.includes('.'), 'KataGo winrate is a float')
        assert.ok(+e.winrate >= 0 && +e.winrate <= 1)
        assert.ok(+e.prior >= 0 && +e.prior <= 1)
        assert.ok(+e.lcb >= 0 && +e.lcb <= 1)
        assert.ok(Number.isFinite(+e.scoreLead))
        assert.equal(e.move === 'E5', false, 'an occupied point is no move')
      }
      assert.ok(ownership != null, 'ownership present')
      assert.equal(ownership.length, 81, 'one ownership value per point')
      for (let v of ownership) assert.ok(v >= -1 && v <= 1, `ownership ${v}`)
      // E5 (row 5 from the top, column 5) holds Black's stone: White's view is negative.
      assert.ok(ownership[4 * 9 + 4] < 0, `E5 ownership for White ${ownership[40]}`)
    }
    // The analysis changed nothing.
    assert.equal(await ask(controller, 'move_history'), 'black E5')
  } finally {
    await controller.stop()
  }
})

test('lz-analyze: Leela Zero integers, stopped by a play that is then executed', {timeout: 60000}, async () => {
  let controller = new Controller(goref, ['--seed', '2'])
  controller.start()
  try {
    await ask(controller, 'boardsize', '13')
    await ask(controller, 'clear_board')
    let {response, lines, nextResponse} = await analyseThenSend(
      controller,
      {name: 'lz-analyze', args: ['B', '5']},
      2,
      {name: 'play', args: ['W', 'C3']}
    )
    assert.equal(response.error, false)
    assert.equal(nextResponse.error, false, nextResponse.content)
    for (let line of lines) {
      let {entries, ownership} = parseLine(line, 13)
      assert.equal(ownership, null)
      for (let e of entries) {
        for (let key of ['winrate', 'prior', 'lcb']) {
          assert.match(e[key], /^\d+$/, `${key} is an integer`)
          assert.ok(+e[key] <= 10000)
        }
      }
    }
    assert.equal(await ask(controller, 'last_move'), 'white C3')
  } finally {
    await controller.stop()
  }
})

test('kata-analyze on 19x19: 361 ownership values, stopped by name', {timeout: 60000}, async () => {
  let controller = new Controller(goref, [])
  controller.start()
  try {
    await ask(controller, 'boardsize', '19')
    let {lines, nextResponse} = await analyseThenSend(
      controller,
      {name: 'kata-analyze', args: ['B', '20', 'ownership', 'true']},
      1,
      {name: 'name'}
    )
    assert.equal(nextResponse.content, 'goref')
    assert.equal(parseLine(lines[0], 19).ownership.length, 361)
  } finally {
    await controller.stop()
  }
})

test('kata-genmove_analyze: info lines, then "play V", and the move is played', {timeout: 60000}, async () => {
  let controller = new Controller(goref, ['--time', '0.5'])
  controller.start()
  try {
    await ask(controller, 'boardsize', '9')
    let lines = []
    let response = await controller.sendCommand(
      {name: 'kata-genmove_analyze', args: ['B', '5']},
      ({line}) => lines.push(line)
    )
    assert.equal(response.error, false)
    let body = response.content.split('\n').filter(l => l !== '')
    let play = body[body.length - 1]
    assert.match(play, /^play ([A-HJ]\d|pass)$/)
    for (let line of body.slice(0, -1)) parseLine(line, 9)
    let move = play.slice(5)
    if (move !== 'pass') assert.equal(await ask(controller, 'last_move'), `black ${move}`)
  } finally {
    await controller.stop()
  }
})

// A raw pipe, as KataGo documents: a bare newline also ends the analysis; and
// GoGui's "# interrupt" ends reg_genmove's long search with its best move so far.
function rawEngine(args) {
  let child = spawn(goref, args, {stdio: ['pipe', 'pipe', 'ignore']})
  let out = ''
  let waiters = []
  child.stdout.on('data', data => {
    out += data.toString()
    waiters = waiters.filter(([re, resolve]) => (re.test(out) ? (resolve(), false) : true))
  })
  let until = re => new Promise(resolve => (re.test(out) ? resolve() : waiters.push([re, resolve])))
  return {child, until, output: () => out}
}

test('a blank line stops lz-analyze; the next command is answered after it', {timeout: 60000}, async () => {
  let {child, until, output} = rawEngine([])
  child.stdin.write('boardsize 9\n1 lz-analyze b 5\n')
  await until(/=1\ninfo [^\n]*\n/)
  child.stdin.write('\n2 name\n')
  await until(/\n\n=2 goref\n\n$/)
  child.stdin.end()
  assert.match(output(), /^= \n\n=1\n(info [^\n]*\n)+\n=2 goref\n\n$/)
})

// The analysis has no time limit of its own: lines keep coming until a command.
test('lz-analyze goes on past the second a genmove takes, until the next command', {timeout: 60000}, async () => {
  let {child, until, output} = rawEngine([])
  let started = Date.now()
  let late = 0
  child.stdout.on('data', data => {
    if (Date.now() - started > 2500) late += (data.toString().match(/^info /gm) || []).length
  })
  child.stdin.write('boardsize 9\n1 lz-analyze b 10\n')
  await new Promise(resolve => setTimeout(resolve, 3000))
  child.stdin.write('2 name\n')
  await until(/\n\n=2 goref\n\n$/)
  child.stdin.end()
  assert.ok(late > 0, 'no analysis line after 2.5 s')
  assert.match(output(), /=1\n(info [^\n]*\n)+\n=2 goref\n\n$/)
})

test('"# interrupt" stops a 60 s reg_genmove with a move', {timeout: 30000}, async () => {
  let {child, until, output} = rawEngine(['--time', '60'])
  child.stdin.write('boardsize 9\ngogui-interrupt\n1 reg_genmove b\n')
  await new Promise(resolve => setTimeout(resolve, 300))
  child.stdin.write('# interrupt\n2 name\n')
  await until(/=2 goref\n\n$/)
  child.stdin.end()
  assert.match(output(), /\n=1 ([A-HJ]\d|pass)\n\n=2 goref\n\n$/)
})

// GoGui: once it has asked gogui-interrupt, genmove draws its thinking on
// stderr as live graphics (gogui-gfx: then LABEL / VAR / TEXT lines, an empty
// line), clears them before answering, and "# interrupt" ends it with a move.
test('genmove for GoGui: live gogui-gfx on stderr, "# interrupt" ends it with a move', {timeout: 30000}, async () => {
  let child = spawn(goref, ['--time', '60'], {stdio: ['pipe', 'pipe', 'pipe']})
  let out = '', err = ''
  child.stderr.on('data', data => (err += data.toString()))
  let answered = new Promise(resolve =>
    child.stdout.on('data', data => {
      out += data.toString()
      if (/=2 goref\n\n$/.test(out)) resolve()
    })
  )
  // stderr and stdout are two pipes: what goref wrote to stderr before its
  // answer may still be on its way when the answer arrives, so the checks of
  // stderr wait until goref has exited and both pipes are drained.
  let closed = new Promise(resolve => child.on('close', resolve))
  child.stdin.write('boardsize 9\ngogui-interrupt\n1 genmove b\n')
  await new Promise(resolve => setTimeout(resolve, 1500))
  child.stdin.write('# interrupt\n2 name\n')
  await answered
  child.stdin.end()
  await closed
  let move = /\n=1 ([A-HJ]\d|pass)\n\n/.exec(out)
  assert.ok(move, out)
  assert.match(err, /gogui-gfx:\nLABEL( [A-HJ]\d \d+)+\n(VAR( [bw] ([A-HJ]\d|pass))+\n)?TEXT black to move: \d+ playouts[^\n]*\n\n/)
  assert.match(err, /gogui-gfx: CLEAR\n$/)
})

test('genmove without GoGui: nothing on stderr', {timeout: 30000}, async () => {
  let child = spawn(goref, ['--time', '0.8'], {stdio: ['pipe', 'pipe', 'pipe']})
  let out = '', err = ''
  child.stderr.on('data', data => (err += data.toString()))
  let done = new Promise(resolve => child.on('close', resolve))
  child.stdout.on('data', data => (out += data.toString()))
  child.stdin.end('boardsize 9\n1 genmove b\n')
  await done
  assert.match(out, /=1 ([A-HJ]\d|pass)\n\n$/)
  assert.equal(err, '')
})
