# goref -- one non-recursive Makefile. `make`, `make check`, `make SAN=1 check`,
# `make CC=clang`, `make bench`, `make install PREFIX=/usr/local DESTDIR=...`.

CC ?= cc
PKG_CONFIG ?= pkg-config
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
VERSION := 0.1.0

WARN = -Wall -Wextra -Wpedantic -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
       -Wold-style-definition -Wwrite-strings -Wformat=2 -Wundef -Wcast-qual -Wvla \
       -Wimplicit-fallthrough
CPPFLAGS += -I. -pthread -D_POSIX_C_SOURCE=200809L -DGOREF_VERSION='"$(VERSION)"'
CFLAGS ?= -O2 -g
CFLAGS += -std=c11 $(WARN)
LDLIBS += -lm -pthread

# Readline is optional: without it goref reads plain lines, even on a terminal.
HAVE_READLINE := $(shell $(PKG_CONFIG) --exists readline 2>/dev/null && echo 1)
ifeq ($(NO_READLINE),1)
HAVE_READLINE :=
endif
ifeq ($(HAVE_READLINE),1)
READLINE_CFLAGS := -DHAVE_READLINE=1 $(shell $(PKG_CONFIG) --cflags readline)
READLINE_LIBS := $(shell $(PKG_CONFIG) --libs readline)
endif

ifeq ($(SAN),1)
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CFLAGS += $(SANFLAGS)
LDFLAGS += $(SANFLAGS)
endif

# `make V=1` shows the full compiler command lines.
Q := $(if $(filter 1,$(V)),,@)

# Each compiler / sanitizer / readline variant builds into its own directory.
BUILD := build/$(notdir $(CC))$(if $(filter 1,$(SAN)),-san)$(if $(HAVE_READLINE),,-norl)

# engine/ is four rooms (rules, playout, judge, search; engine/README): one library.
ENGINE_ROOMS := rules playout judge search
ENGINE_SRC := $(sort $(wildcard $(ENGINE_ROOMS:%=engine/%/*.c)))
GTP_SRC := $(filter-out gtp/main.c,$(sort $(wildcard gtp/*.c)))
TEST_SRC := $(sort $(wildcard tests/*.c))
BENCH_SRC := $(sort $(wildcard bench/*.c))
MATCH_SRC := $(sort $(wildcard match/*.c))

ENGINE_OBJ := $(ENGINE_SRC:%.c=$(BUILD)/%.o)
GTP_OBJ := $(GTP_SRC:%.c=$(BUILD)/%.o)
TEST_OBJ := $(TEST_SRC:%.c=$(BUILD)/%.o)
MAIN_OBJ := $(BUILD)/gtp/main.o
MATCH_OBJ := $(MATCH_SRC:%.c=$(BUILD)/%.o)
# Every bench/NAME.c is a program of its own, linked with the engine and gtp/ (not main).
BENCH_BIN := $(BENCH_SRC:%.c=$(BUILD)/%)

PHONY_BENCH = bench-programs
.PHONY: all goref $(PHONY_BENCH) check check-suites unit regress regress-coverage robust interactive sabaki bench bench-score headers lint format valgrind install clean

all: goref goref-match

goref: $(BUILD)/goref
	@cp $< $@.tmp && mv -f $@.tmp $@

$(BUILD)/goref: $(MAIN_OBJ) $(GTP_OBJ) $(ENGINE_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(LDLIBS)

# goref-match: the headless match arbiter (match/*.c), goref's rules core as referee.
.PHONY: goref-match check-match
goref-match: $(BUILD)/goref-match
	@cp $< $@.tmp && mv -f $@.tmp $@

$(BUILD)/goref-match: $(MATCH_OBJ) $(GTP_OBJ) $(ENGINE_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(LDLIBS)

# goref as the protocol and arbiter tests run it: genmove searches 64 playouts on one
# thread instead of thinking a second a move (those tests are not about strength).
QUICK_GOREF := $(BUILD)/goref-quick
$(QUICK_GOREF): $(BUILD)/goref
	@printf '#!/bin/sh\nexec "%s" --threads 1 --playouts 64 "$$@"\n' "$(abspath $(BUILD)/goref)" >$@
	@chmod +x $@

# End-to-end match tests: fake engines for every fault path, resume, shards, summary;
# match-survive: file-size limits, kills, concurrent runs, settings, GNU parallel shards.
check-suites: check-match check-match-survive
.PHONY: check-match-survive
check-match: goref goref-match $(QUICK_GOREF)
	$(SUITE) match sh tests/match/run.sh ./goref-match $(QUICK_GOREF)
check-match-survive: goref goref-match $(QUICK_GOREF)
	$(SUITE) match-survive sh tests/match/survive.sh ./goref-match $(QUICK_GOREF)
# check-tournament: --tournament FILE with fake engines of fixed strength: the schedule,
# resume, shards (GNU parallel too), withdrawn engines, bad files refused.
check-suites: check-tournament
.PHONY: check-tournament
check-tournament: goref-match
	$(SUITE) tournament sh tests/match/tournament.sh ./goref-match

# The report page (--report): its source, and as headless Chromium renders it when there.
check-suites: check-report
.PHONY: check-report
check-report: goref goref-match $(QUICK_GOREF)
	$(SUITE) match-report sh tests/match/report.sh ./goref-match $(QUICK_GOREF)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(CPPFLAGS) $(READLINE_CFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

# Unit tests (Check) link everything but main().
CHECK_CFLAGS = $(shell $(PKG_CONFIG) --cflags check)
CHECK_LIBS = $(shell $(PKG_CONFIG) --libs check)

$(TEST_OBJ): CFLAGS += $(CHECK_CFLAGS)

# (and the goref-match modules with unit tests of their own: durable, openings and
# what it uses, digest, sgfnode; clock; adjudicate, dispute; the SPRT's sprt and
# verdict with the results they read; the ratings; the report's board, charts and
# escaping, with the count in a record they draw)
MATCH_UNIT_OBJ := $(patsubst %,$(BUILD)/match/%.o,durable openings digest sgfnode clock \
	adjudicate dispute sprt verdict results strtab ratings sgfcount report_board report_chart \
	report_html utf8)
$(BUILD)/check_goref: $(TEST_OBJ) $(GTP_OBJ) $(ENGINE_OBJ) $(MATCH_UNIT_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(CHECK_LIBS) $(LDLIBS)

$(BENCH_BIN): $(BUILD)/bench/%: $(BUILD)/bench/%.o $(GTP_OBJ) $(ENGINE_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(LDLIBS)

# bench/lib/*.c: helpers the bench programs share (no main), linked into each of them.
BENCH_LIB_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(sort $(wildcard bench/lib/*.c)))
$(BENCH_BIN): $(BENCH_LIB_OBJ)

bench-programs: $(BENCH_BIN)

# `make bench`: GTP commands/s and peak memory of ./goref vs GNU Go on streams of
# random games (GNUGO=0 skips GNU Go, GNUGO=path picks another; BENCH_ARGS adds options).
# Both run $(BUILD)/goref, the binary ./goref is copied from (a running ./goref can't be replaced).
bench: $(BUILD)/goref $(BUILD)/bench/gtpbench
	$(BUILD)/bench/gtpbench -d $(BUILD)/bench $(if $(GNUGO),-G $(GNUGO)) $(BENCH_ARGS) $(BUILD)/goref

# `make bench-score`: final_score / final_status_list dead of ./goref and GNU Go on the devset.
# DEVSET is the devset folder (games.tsv and games/), by default beside the repository.
DEVSET ?= ../shared/devset
bench-score: $(BUILD)/goref $(BUILD)/bench/scorebench
	$(BUILD)/bench/scorebench -d $(DEVSET) $(if $(GNUGO),-G $(GNUGO)) $(BENCH_ARGS) $(BUILD)/goref

# `make bench-playouts`: light playouts per second on one thread, the playout core
# against the frozen pre-issue-10 code, in the same run (BENCH_ARGS e.g. "-t 2").
.PHONY: bench-playouts
bench-playouts: $(BUILD)/bench/playouts
	$(BUILD)/bench/playouts $(BENCH_ARGS)

# `make same-behaviour REV=main`: this tree's goref answers byte for byte as REV's on
# every regress file, the searches from the empty boards and the SGFs of the devset and
# /tmp/heldout (bench/same-behaviour.sh): the check for a refactor that changes nothing.
.PHONY: same-behaviour
same-behaviour:
	sh bench/same-behaviour.sh $(or $(REV),main)

# `make bench-estimate`: goref's final_score on unfinished games against GNU Go 3.8
# level 10's, in one run: GNU Go self-play games as bench-heldout plays them (300 on
# 9x9 and 30 on 19x19, made once into ESTIMATE_DIR and kept), each cut after 50%,
# 70%, 85% and 95% of its moves; winner named, median error, goref's bounds, times.
# When DEVSET is there, its 9x9 records too, against their recorded results: games
# GNU Go did not play, so it cannot read ahead how they were played out.
ESTIMATE_DIR ?= /tmp/goref-estimate
ESTIMATE_GAMES ?= 300
ESTIMATE_GAMES_19 ?= 30
.PHONY: bench-estimate
bench-estimate: $(BUILD)/goref $(BUILD)/bench/heldout $(BUILD)/bench/estimate
	@mkdir -p $(ESTIMATE_DIR)
	@test -e $(ESTIMATE_DIR)/9/done || { $(BUILD)/bench/heldout -n $(ESTIMATE_GAMES) -s 9 \
		-S 1001 -d $(ESTIMATE_DIR)/9 $(BUILD)/goref >$(ESTIMATE_DIR).9.log && touch $(ESTIMATE_DIR)/9/done; }
	@test -e $(ESTIMATE_DIR)/19/done || { $(BUILD)/bench/heldout -n $(ESTIMATE_GAMES_19) -s 19 \
		-S 2001 -d $(ESTIMATE_DIR)/19 $(BUILD)/goref >$(ESTIMATE_DIR).19.log && touch $(ESTIMATE_DIR)/19/done; }
	@test -e $(DEVSET)/games.tsv || echo "devset: SKIPPED ($(DEVSET)/games.tsv not found; DEVSET=path)"
	$(BUILD)/bench/estimate $(BENCH_ARGS) -s 9 $(BUILD)/goref $(ESTIMATE_DIR)/9 $(ESTIMATE_DIR)/19 \
		$(if $(wildcard $(DEVSET)/games.tsv),$(DEVSET))

# `make bench-curve`: the search's win-rate curve over whole games as Sabaki draws it
# (bench/curve.sh: one kata-analyze a move, PLAYOUTS playouts, Black's view), its largest
# jump in each game's last fifth, and how many jumps over 0.10 where the count stood
# followed a move the search had chosen itself (within 0.05 of its best). On GNU Go level 1 self-play games from the shipped 9x9
# openings (made once into CURVE_DIR: games like issue 27's sample, dead stones that the
# light playouts let live) and, when DEVSET is there, its 9x9 records.
CURVE_DIR ?= /tmp/goref-curve
GNUGO_CMD ?= /usr/games/gnugo --mode gtp --level 1 --chinese-rules
.PHONY: bench-curve
bench-curve: goref goref-match
	@test -e $(CURVE_DIR)/done || { ./goref-match --black "$(GNUGO_CMD)" --white "$(GNUGO_CMD)" \
		--games 30 --size 9 --openings openings/9x9.sgf --out $(CURVE_DIR) >/dev/null && \
		touch $(CURVE_DIR)/done; }
	bash bench/curve.sh ./goref $(CURVE_DIR)/*.sgf
	@if [ -e $(DEVSET)/games.tsv ]; then bash bench/curve.sh ./goref $$(awk -F'\t' \
		'$$2 == 9 { print "$(DEVSET)/games/" $$1 }' $(DEVSET)/games.tsv); \
	else echo "devset: SKIPPED ($(DEVSET)/games.tsv not found; DEVSET=path)"; fi

# `make bench-heldout`: goref's judgement on GNU Go self-play games, against the area
# count after GNU Go's cleanup (BENCH_ARGS e.g. "-n 20 -s 19"; SGFs go to /tmp/heldout).
.PHONY: bench-heldout
bench-heldout: $(BUILD)/goref $(BUILD)/bench/heldout
	$(BUILD)/bench/heldout $(if $(GNUGO),-G $(GNUGO)) $(BENCH_ARGS) $(BUILD)/goref

# `make openings`: the opening suites of openings/ made again by bench/openings.c, the
# same bytes as the shipped ones (openings/README: how, and what it took); minutes on
# one core. check-openings: the shipped suites are sound and the generator repeats itself.
.PHONY: openings check-openings
openings: $(BUILD)/bench/openings
	$(BUILD)/bench/openings -s 9 -n 300 --seed 1 >openings/9x9.sgf.tmp
	$(BUILD)/bench/openings -s 13 -n 120 --seed 1 >openings/13x13.sgf.tmp
	$(BUILD)/bench/openings -s 19 -n 120 --seed 1 >openings/19x19.sgf.tmp
	@for s in 9x9 13x13 19x19; do mv -f openings/$$s.sgf.tmp openings/$$s.sgf; done
check-openings: $(BUILD)/bench/openings
	$(SUITE) openings sh tests/openings.sh $(BUILD)/bench/openings
check-suites: check-openings

# `make patterns`: the learned prior's gammas (engine/search/gammas.c) made again by
# bench/patterns.c from the games in patterns/ (patterns/README: how they were played),
# the same bytes; check-patterns: the shipped file is what the games give.
PATTERN_GAMES := patterns/selfplay-9x9.sgf patterns/selfplay-9x9-b.sgf
.PHONY: patterns check-patterns
patterns: $(BUILD)/bench/patterns
	$(BUILD)/bench/patterns $(PATTERN_GAMES) >engine/search/gammas.c.tmp
	@mv -f engine/search/gammas.c.tmp engine/search/gammas.c
check-patterns: $(BUILD)/bench/patterns
	$(SUITE) patterns sh tests/patterns.sh $(BUILD)/bench/patterns $(PATTERN_GAMES)
check-suites: check-patterns

# `make check` runs every suite (on after a failure: make -k), each logged by
# tests/suite.sh into $(CHECK_LOGS), then tests/summary.sh prints each suite's
# counts and the total "N passed, N failed"; it fails when any suite failed.
CHECK_LOGS := $(BUILD)/check-logs
SUITE = @sh tests/suite.sh $(CHECK_LOGS)
.PHONY: check-suites
check:
	@rm -rf $(CHECK_LOGS)
	@status=0; $(MAKE) --no-print-directory -k check-suites || status=$$?; \
		sh tests/summary.sh $(CHECK_LOGS) $$status && exit $$status

# CLIENT_SUITES: the suites of what users see (the man pages, the README's commands, a
# terminal, Sabaki's library, GoGui's tools). CI's ASan run leaves them out
# (CLIENT_SUITES=): they are the slowest, and the sanitizers' build changes nothing they see.
CLIENT_SUITES ?= manpage interactive readme sabaki twogtp gogui
check-suites: unit regress robust options $(CLIENT_SUITES)

unit: $(BUILD)/check_goref goref
	$(SUITE) unit env DEVSET_GAMES=$(DEVSET)/games $(BUILD)/check_goref

regress: goref
	$(SUITE) regress sh regress/run ./goref regress/*.tst
	$(SUITE) coverage sh regress/coverage ./goref regress/*.tst

# Hostile input against the binary: long lines, NULs, garbage, a closed stdout.
robust: goref $(QUICK_GOREF)
	$(SUITE) robust sh tests/robustness.sh $(QUICK_GOREF)

# The man pages name every command and option.
.PHONY: manpage readme
manpage: goref goref-match
	$(SUITE) manpage sh tests/manpage.sh ./goref ./goref-match

# The README's "$ " commands, run as written in a clean copy of the repository.
readme:
	$(SUITE) readme sh tests/readme.sh

# Command-line options: the same ranges and reasons as the GTP commands.
.PHONY: options
options: goref
	$(SUITE) options sh tests/options.sh ./goref

# goref on a terminal (script(1) makes one): prompt, completion, history.
interactive: goref
	$(SUITE) interactive sh tests/interactive.sh ./goref

# Sabaki's own GTP library (@sabaki/gtp from npm) drives ./goref as Sabaki does, and
# reads kata-get-rules as a KataGo tool would (JSON.parse, the kata-set-rules round trip).
# Needs Node.js and npm, and the npm registry on the first run; without them (offline)
# it says SKIPPED with the reason and passes.
sabaki: goref
	$(SUITE) sabaki sh tests/sabaki.sh

# gogui-twogtp with goref as -referee under --rules chinese on GNU Go --chinese-rules
# players: goref's result must equal GNU Go's final_score in every game. GoGui from
# GOGUI (default ../shared/clients/gogui), TWOGTP_GAMES games (default 6); SKIPPED
# without GoGui, Java or GNU Go.
.PHONY: twogtp
twogtp: goref
	$(SUITE) twogtp sh tests/twogtp.sh ./goref $(or $(TWOGTP_GAMES),6)

# The real GoGui 1.6 tools: gogui-regress over regress/*.tst, gogui-twogtp with goref
# as referee, the GoGui window under Xvfb (tests/gogui.sh). GOGUI is GoGui's folder;
# without Java or GoGui it says SKIPPED and passes.
GOGUI ?= ../shared/clients/gogui
.PHONY: gogui
gogui: goref
	$(SUITE) gogui sh tests/gogui.sh ./goref $(GOGUI)

# Every command in list_commands is the command of some numbered .tst case.
regress-coverage: goref
	sh regress/coverage ./goref regress/*.tst

headers:
	@for h in engine/*/*.h gtp/*.h match/*.h; do \
		printf '#include "%s"\n' $$h | $(CC) $(CPPFLAGS) $(CFLAGS) -x c -fsyntax-only - || exit 1; \
	done; echo "headers: every header compiles on its own"

# `make lint`: the layering (tests/lint.sh holds the rules). engine/'s rooms depend
# one way, rules <- playout <- judge <- search; engine/ does no I/O and knows nothing
# of gtp/ or match/; gtp.h and lineio.h know nothing of engine/. make check runs it,
# and tests/lint-planted.sh shows each rule failing on a copy with a wrong include.
lint:
	@sh tests/lint.sh .

# make check's part: the layering of this tree, and each rule failing when broken.
.PHONY: layering
layering:
	$(SUITE) lint sh tests/lint.sh .
	$(SUITE) lint-planted sh tests/lint-planted.sh
check-suites: layering

format:
	clang-format -i engine/*/*.[ch] gtp/*.[ch] tests/*.[ch]

valgrind: $(BUILD)/check_goref goref $(BUILD)/bench/soak
	@# --child-silent-after-fork: the GTP client's guard of each engine is a fork of
	@# the test process that never execs; its exit would report the parent's memory.
	CK_FORK=no GOREF_PROPERTY_PERCENT=10 valgrind --error-exitcode=1 --leak-check=full -q \
		--child-silent-after-fork=yes $(BUILD)/check_goref
	sh regress/run "valgrind --error-exitcode=1 --leak-check=full -q ./goref" regress/*.tst
	$(BUILD)/bench/soak -q -b 0 -n 3000 -- valgrind --error-exitcode=1 --leak-check=full -q $(BUILD)/goref $(SOAK_GOREF_ARGS)

# `make fuzz`: the libFuzzer targets of fuzz/ (clang, ASan + UBSan), each exploring
# new inputs for FUZZ_SECONDS (fuzz/explore.sh); the corpora grow in build/fuzz/corpus
# and start from FUZZ_SAMPLE of the seeds of fuzz/seeds.sh, whose full replay is
# make fuzz-replay's job.
# `make fuzz-build` only builds them. Crash inputs land in build/fuzz/crash-*.
.PHONY: fuzz fuzz-build fuzz-seeds
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_SAMPLE ?= 64
FUZZ_ARGS ?=
FUZZ_BUILD := build/fuzz
FUZZ_TARGETS := $(patsubst fuzz/%.c,%,$(sort $(wildcard fuzz/fuzz_*.c)))
FUZZ_SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_LIB_OBJ := $(patsubst %.c,$(FUZZ_BUILD)/%.o,$(ENGINE_SRC) $(GTP_SRC) fuzz/invariants.c fuzz/harness.c)
FUZZ_BIN := $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/%)
# The judgement and move generation (random playouts) run under ASan but without
# coverage hooks: traced, their loops would slow the GTP targets tenfold.
FUZZ_COV := -fsanitize=fuzzer-no-link
$(patsubst %.c,$(FUZZ_BUILD)/%.o,$(addprefix engine/,playout/playout.c judge/status.c judge/judge_playouts.c \
	search/light_player.c search/settled.c judge/benson.c judge/eyes.c judge/race.c)): FUZZ_COV :=

$(FUZZ_BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  FUZZCC  $<"
	$(Q)$(FUZZ_CC) $(CPPFLAGS) -std=c11 $(WARN) -O2 -g $(FUZZ_SANFLAGS) $(FUZZ_COV) -MMD -MP -c -o $@ $<

$(FUZZ_BIN): $(FUZZ_BUILD)/%: $(FUZZ_BUILD)/fuzz/%.o $(FUZZ_LIB_OBJ)
	$(FUZZ_CC) $(FUZZ_SANFLAGS) -fsanitize=fuzzer -o $@ $^ -lm

fuzz-build: $(FUZZ_BIN)

fuzz-seeds:
	sh fuzz/seeds.sh $(FUZZ_BUILD)/seeds $(DEVSET)/games

fuzz: fuzz-build fuzz-seeds
	@for t in $(FUZZ_TARGETS); do \
		sh fuzz/explore.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_SAMPLE) $$t $(FUZZ_ARGS) || exit 1; \
	done

# `make fuzz-replay`: the fuzz targets built with $(CC) and without libFuzzer (fuzz/replay.c),
# run once over their seeds and fuzz/regress/<target>/ (inputs that once failed) with
# every check of the targets; the latter with searches not cut short by the harness's
# stop hook (GOREF_FUZZ_POLLS, fuzz/harness.c), as on a fast machine. Part of make check.
.PHONY: fuzz-replay
FUZZ_REPLAY_BIN := $(FUZZ_TARGETS:%=$(BUILD)/fuzz/%-replay)
FUZZ_SUPPORT_OBJ := $(addprefix $(BUILD)/fuzz/,replay.o invariants.o harness.o)

$(FUZZ_REPLAY_BIN): $(BUILD)/fuzz/%-replay: $(BUILD)/fuzz/%.o $(FUZZ_SUPPORT_OBJ) $(GTP_OBJ) $(ENGINE_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(LDLIBS)

fuzz-replay: $(FUZZ_REPLAY_BIN)
	@sh fuzz/seeds.sh $(BUILD)/fuzz-seeds $(DEVSET)/games >/dev/null
	$(SUITE) fuzz-replay sh -c 'for t in $(FUZZ_TARGETS); do \
		$(BUILD)/fuzz/$$t-replay $(BUILD)/fuzz-seeds/$$t \
			2>$(BUILD)/fuzz-seeds/$$t.err || { tail -20 $(BUILD)/fuzz-seeds/$$t.err; exit 1; }; \
		[ ! -d fuzz/regress/$$t ] || GOREF_FUZZ_POLLS=1000000 $(BUILD)/fuzz/$$t-replay fuzz/regress/$$t \
			2>$(BUILD)/fuzz-seeds/$$t.err || { tail -20 $(BUILD)/fuzz-seeds/$$t.err; exit 1; }; \
	done'

check-suites: fuzz-replay

# `make soak`: a long random GTP session (SOAK_COMMANDS commands, good and malformed,
# undo storms, board-size changes, broken records) against $(BUILD)/goref: one framed
# response per line, no hang, exit 0, and RSS growth within SOAK_BOUND_KB after the
# warm-up. `make SAN=1 soak` checks leaks with LeakSanitizer instead of RSS (ASan's
# quarantine holds freed memory); make check runs a short one.
.PHONY: soak soak-short
SOAK_COMMANDS ?= 1000000
# genmove searches briefly in a tree of 1 MB, so the RSS bound measures leaks, not the tree.
SOAK_GOREF_ARGS ?= --threads 1 --playouts 32 --max-memory 1
SOAK_BOUND_KB ?= $(if $(filter 1,$(SAN)),0,2048)
soak: $(BUILD)/goref $(BUILD)/bench/soak
	$(BUILD)/bench/soak -n $(SOAK_COMMANDS) -b $(SOAK_BOUND_KB) -- $(BUILD)/goref $(SOAK_GOREF_ARGS)

soak-short: $(BUILD)/goref $(BUILD)/bench/soak
	$(SUITE) soak $(BUILD)/bench/soak -q -n 20000 -b $(SOAK_BOUND_KB) -- $(BUILD)/goref $(SOAK_GOREF_ARGS)

check-suites: soak-short

install: goref goref-match
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man6
	install -m 755 goref $(DESTDIR)$(BINDIR)/goref
	install -m 755 goref-match $(DESTDIR)$(BINDIR)/goref-match
	install -m 644 goref.6 $(DESTDIR)$(MANDIR)/man6/goref.6
	install -m 644 goref-match.6 $(DESTDIR)$(MANDIR)/man6/goref-match.6

clean:
	rm -rf build goref goref-match

-include $(shell find build -name '*.d' 2>/dev/null)
