// rules.test.js -- kata-get-rules read the way a tool written for KataGo reads it:
// JSON.parse, KataGo's keys with KataGo's values; KataGo's own answers for the
// presets its GTP test log shows; and a kata-set-rules JSON round trip (compact,
// and with spaces, which GTP splits into several arguments) giving the same rules.
//
// Run: node --test (GOREF=path picks the binary; default ../../goref).

'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('node:path')
const {Controller} = require('@sabaki/gtp')

const goref = path.resolve(__dirname, process.env.GOREF || '../../goref')

async function ask(controller, name, ...args) {
  let response = await controller.sendCommand({name, args})
  assert.equal(response.error, false, `${name} ${args.join(' ')}: ${response.content}`)
  return response.content
}

async function rules(controller) {
  return JSON.parse(await ask(controller, 'kata-get-rules'))
}

// KataGo's vocabulary (docs/GTP_Extensions.md, its rules page).
function assertKataGoShape(r, what) {
  assert.ok(['SIMPLE', 'POSITIONAL', 'SITUATIONAL'].includes(r.ko), `${what}: ko ${r.ko}`)
  assert.ok(['AREA', 'TERRITORY'].includes(r.scoring), `${what}: scoring ${r.scoring}`)
  assert.ok(['NONE', 'SEKI', 'ALL'].includes(r.tax), `${what}: tax ${r.tax}`)
  assert.ok(['0', 'N-1', 'N'].includes(r.whiteHandicapBonus), `${what}: bonus`)
  for (let key of ['suicide', 'hasButton', 'friendlyPassOk'])
    assert.equal(typeof r[key], 'boolean', `${what}: ${key}`)
}

// KataGo 1.13's answers to kata-get-rules after kata-set-rules NAME (its GTP
// test log), on KataGo's seven keys.
const katago = {
  'tromp-taylor': {friendlyPassOk: false, hasButton: false, ko: 'POSITIONAL', scoring: 'AREA',
    suicide: true, tax: 'NONE', whiteHandicapBonus: '0'},
  japanese: {friendlyPassOk: false, hasButton: false, ko: 'SIMPLE', scoring: 'TERRITORY',
    suicide: false, tax: 'SEKI', whiteHandicapBonus: '0'},
  chinese: {friendlyPassOk: true, hasButton: false, ko: 'SIMPLE', scoring: 'AREA',
    suicide: false, tax: 'NONE', whiteHandicapBonus: 'N'}
}

const presets = ['bga-teaching', 'bga', 'chinese', 'chinese-kgs', 'aga', 'japanese', 'korean',
  'new-zealand', 'tromp-taylor']

test('kata-get-rules parses as KataGo JSON under every preset', async () => {
  let controller = new Controller(goref, [])
  controller.start()
  try {
    for (let name of presets) {
      await ask(controller, 'kata-set-rules', name)
      let r = await rules(controller)
      assertKataGoShape(r, name)
      if (katago[name])
        for (let [key, value] of Object.entries(katago[name]))
          assert.equal(r[key], value, `${name}: ${key}`)
    }
    // kgs-rules chinese is KataGo's Chinese-OGS: positional superko
    await ask(controller, 'kgs-rules', 'chinese')
    assert.equal((await rules(controller)).ko, 'POSITIONAL')
  } finally {
    await controller.stop()
  }
})

test('a kata-set-rules JSON round trip gives the same rules', async () => {
  let controller = new Controller(goref, [])
  controller.start()
  try {
    for (let name of presets) {
      await ask(controller, 'kata-set-rules', name)
      let want = await rules(controller)
      let listing = await ask(controller, 'goref-rules')
      // from the rules least like them, set back through JSON: compact, then spaced
      for (let text of [JSON.stringify(want), JSON.stringify(want).replace(/,/g, ', ')]) {
        await ask(controller, 'kata-set-rules',
          name === 'tromp-taylor' ? 'bga-teaching' : 'tromp-taylor')
        await ask(controller, 'kata-set-rules', ...text.split(' '))
        assert.deepEqual(await rules(controller), want, `${name}: ${text}`)
      }
      // the same properties, so goref names them as before (korean reads as japanese)
      let again = await ask(controller, 'goref-rules')
      assert.equal(again.split('\n').slice(1).join('\n'), listing.split('\n').slice(1).join('\n'))
    }
  } finally {
    await controller.stop()
  }
})

test('bad rules JSON is refused and changes nothing', async () => {
  let controller = new Controller(goref, [])
  controller.start()
  try {
    let before = await rules(controller)
    for (let text of ['{"ko":"SPIGHT"}', '{"tax":"ALL"}', '{"ko":', 'nonsense']) {
      let response = await controller.sendCommand({name: 'kata-set-rules', args: [text]})
      assert.equal(response.error, true, text)
      assert.equal(response.content, 'unknown rules')
    }
    assert.deepEqual(await rules(controller), before)
  } finally {
    await controller.stop()
  }
})
