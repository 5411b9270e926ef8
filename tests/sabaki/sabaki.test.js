// sabaki.test.js -- drives goref the way Sabaki's engine syncer does, through
// Sabaki's own GTP library (@sabaki/gtp): attach (name, version,
// protocol_version, list_commands sent together), sync (komi before
// boardsize, clear_board, the plays pipelined, setup stones as same-colour
// plays), incremental sync by undo, genmove, the abort probe; and, with a raw
// pipe, GoGui's "# interrupt" line. Every response is checked.
//
// Run: node --test (GOREF=path picks the binary; default ../../goref).

'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('node:path')
const {spawn} = require('node:child_process')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

const goref = path.resolve(__dirname, process.env.GOREF || '../../goref')

// A controller over a fresh goref that records every command sent, every
// response and every stderr line.
function attach(args = []) {
  let controller = new Controller(goref, args)
  let tracker = new ControllerStateTracker(controller)
  let log = {sent: [], responses: [], stderr: []}

  controller.on('command-sent', ({command}) => log.sent.push(command))
  controller.on('response-received', ({command, response}) =>
    log.responses.push({command, response})
  )
  controller.on('stderr', ({content}) => log.stderr.push(content))
  controller.start()
  return {controller, tracker, log}
}

async function ask(controller, name, ...args) {
  let response = await controller.sendCommand({name, args})
  assert.equal(response.error, false, `${name} ${args.join(' ')}: ${response.content}`)
  return response.content
}

// Sabaki's syncer on engine start: four commands at once, all answered.
async function sabakiStart(controller) {
  let [name, version, protocol, commands] = await Promise.all([
    controller.sendCommand({name: 'name'}),
    controller.sendCommand({name: 'version'}),
    controller.sendCommand({name: 'protocol_version'}),
    controller.sendCommand({name: 'list_commands'})
  ])
  for (let r of [name, version, protocol, commands]) assert.equal(r.error, false)
  return {name, version, protocol, commands: commands.content.split('\n')}
}

// The history Sabaki's syncer builds for a record: AB/AW setup stones and
// moves become plays, in node order.
const setupAndMoves = [
  {name: 'play', args: ['B', 'D4']},
  {name: 'play', args: ['B', 'F6']}, // AB[..][..]: consecutive Black plays
  {name: 'play', args: ['W', 'C7']},
  {name: 'play', args: ['W', 'G3']}, // AW: consecutive White plays
  {name: 'play', args: ['B', 'E5']},
  {name: 'play', args: ['W', 'pass']},
  {name: 'play', args: ['B', 'C3']}
]

test('attach: name, version, protocol_version, list_commands sent together', async () => {
  let {controller} = attach()
  try {
    let info = await sabakiStart(controller)
    assert.equal(info.name.content, 'goref')
    assert.match(info.version.content, /^\d+\.\d+(\.\d+)?$/)
    assert.equal(info.protocol.content, '2')
    for (let c of ['play', 'undo', 'genmove', 'komi', 'boardsize', 'clear_board',
                   'gogui-interrupt', 'gogui-analyze_commands', 'gogui-rules_legal_moves'])
      assert.ok(info.commands.includes(c), `list_commands lacks ${c}`)
    assert.deepEqual([...info.commands].sort(), info.commands, 'list_commands is sorted')
  } finally {
    await controller.stop()
  }
})

test('sync: komi before boardsize, clear_board, pipelined plays incl. setup stones', async () => {
  let {controller, tracker, log} = attach()
  try {
    await sabakiStart(controller)
    log.sent.length = 0
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history: setupAndMoves})
    assert.deepEqual(
      log.sent.map(c => c.name),
      ['komi', 'boardsize', 'clear_board', ...setupAndMoves.map(() => 'play')]
    )
    for (let {command, response} of log.responses)
      assert.equal(response.error, false, `${command.name}: ${response.content}`)
    // komi survives boardsize and clear_board (Sabaki sends it first)
    assert.equal(await ask(controller, 'get_komi'), '6.5')
    assert.equal(await ask(controller, 'list_stones', 'black'), 'F6 E5 D4 C3')
    assert.equal(await ask(controller, 'list_stones', 'white'), 'C7 G3')
    // same-colour setup plays hand over no pass stone; White's pass gives Black one
    assert.equal(await ask(controller, 'gogui-rules_captured_count'), '1 0')
    assert.equal(await ask(controller, 'gogui-rules_side_to_move'), 'white')
  } finally {
    await controller.stop()
  }
})

test('incremental sync: one more move is one play; a changed line is undo + play', async () => {
  let {controller, tracker, log} = attach()
  try {
    await sabakiStart(controller)
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: setupAndMoves})

    log.sent.length = 0
    let longer = [...setupAndMoves, {name: 'play', args: ['W', 'E3']}]
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: longer})
    assert.deepEqual(log.sent.map(c => c.name), ['play'])

    log.sent.length = 0
    let other = [...setupAndMoves.slice(0, -1), {name: 'play', args: ['B', 'H8']},
                 {name: 'play', args: ['W', 'J9']}]
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: other})
    assert.deepEqual(log.sent.map(c => c.name), ['undo', 'undo', 'play', 'play'])
    for (let {command, response} of log.responses)
      assert.equal(response.error, false, `${command.name}: ${response.content}`)
    let history = (await ask(controller, 'move_history')).split('\n')
    assert.deepEqual(history.slice(0, 3), ['white J9', 'black H8', 'white pass'])
    assert.equal(await ask(controller, 'list_stones', 'black'), 'H8 F6 E5 D4')
  } finally {
    await controller.stop()
  }
})

test('genmove: the engine plays, the tracker records it, undo takes it back', async () => {
  let {controller, tracker} = attach()
  try {
    await sabakiStart(controller)
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: setupAndMoves})
    let move = await tracker.queueCommand({name: 'genmove', args: ['W']})
    assert.equal(move.error, false, move.content)
    assert.match(move.content, /^([A-HJ-T]\d{1,2}|pass)$/)
    let last = tracker.state.history[tracker.state.history.length - 1]
    assert.deepEqual(last, {name: 'play', args: ['W', move.content.toUpperCase()]})
    assert.equal(await ask(controller, 'last_move'), `white ${move.content}`)
    // a sync back to the position before genmove is a single undo
    let sent = []
    controller.on('command-sent', ({command}) => sent.push(command.name))
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: setupAndMoves})
    assert.deepEqual(sent, ['undo'])
    assert.equal(await ask(controller, 'last_move'), 'black C3')
  } finally {
    await controller.stop()
  }
})

test('abort probe: protocol_version sent behind a running command is answered in order', async () => {
  let {controller} = attach()
  try {
    await ask(controller, 'boardsize', '19')
    let [move, probe] = await Promise.all([
      controller.sendCommand({name: 'genmove', args: ['B']}),
      controller.sendCommand({name: 'protocol_version'})
    ])
    assert.equal(move.error, false)
    assert.match(move.content, /^([A-HJ-T]\d{1,2}|pass)$/)
    assert.equal(probe.content, '2')
  } finally {
    await controller.stop()
  }
})

test('an illegal move: "? illegal move", the reason on stderr, nothing changed', async () => {
  let {controller, log} = attach()
  try {
    await ask(controller, 'boardsize', '9')
    await ask(controller, 'play', 'B', 'E5')
    let r = await controller.sendCommand({name: 'play', args: ['W', 'E5']})
    assert.equal(r.error, true)
    assert.equal(r.content, 'illegal move')
    await ask(controller, 'play', 'W', 'A2')
    await ask(controller, 'play', 'W', 'B1')
    r = await controller.sendCommand({name: 'play', args: ['B', 'A1']})
    assert.equal(r.content, 'illegal move')
    assert.equal(await ask(controller, 'move_history'), 'white B1\nwhite A2\nblack E5')
    // stderr is its own pipe: wait (up to 10 s) for both reasons to arrive.
    for (let waited = 0; waited < 10000; waited += 20) {
      if (log.stderr.some(l => /A1: suicide/.test(l))) break
      await new Promise(resolve => setTimeout(resolve, 20))
    }
    assert.ok(log.stderr.some(l => /illegal move white E5: occupied/.test(l)), log.stderr.join('\n'))
    assert.ok(log.stderr.some(l => /illegal move black A1: suicide/.test(l)), log.stderr.join('\n'))
  } finally {
    await controller.stop()
  }
})

// GoGui writes "# interrupt" on the same pipe while a command runs.
test('gogui-interrupt: "# interrupt" stops a long analysis with its result so far', async () => {
  let child = spawn(goref, [], {stdio: ['pipe', 'pipe', 'ignore']})
  let out = ''
  let answered = new Promise(resolve => {
    child.stdout.on('data', data => {
      out += data.toString()
      if (/\n= goref\n\n$/.test(out)) resolve()
    })
  })
  let started = Date.now()
  child.stdin.write('boardsize 25\ngoref-gfx_playouts 16384\n')
  await new Promise(resolve => setTimeout(resolve, 300))
  child.stdin.write('# interrupt\nname\n')
  await answered
  let elapsed = Date.now() - started
  child.stdin.end()
  assert.match(out, /\nTEXT ownership from \d+ playouts \(interrupted\)\n/)
  // stopped short of the 16384 asked for (0 if the machine was too slow to
  // start a batch before the interrupt came)
  let runs = +out.match(/from (\d+) playouts/)[1]
  assert.ok(runs < 16384, `${runs} playouts`)
  assert.ok(elapsed < 20000, `took ${elapsed} ms`)
})
