# Chaos journeys (tests/chaos/) against a running site, for bin/chaos and bin/test's chaos suite.
# shellcheck shell=bash

# Runs journeys: $1 results folder, $2 first seed, $3 how many; WP_BASE_URL is the site. Each
# journey's line goes to <results>/journeys.jsonl; a violation keeps its trace and steps there.
# Sets CHAOS_PASSED and CHAOS_FAILED; returns Playwright's status.
run_chaos_journeys() {
	local out="$1" seed="$2" count="$3" status
	mkdir -p "$out"
	step "Chaos journeys against $WP_BASE_URL: seeds $seed to $(( seed + count - 1 ))"
	( cd "$ROOT" && KASSA_CHAOS_SEED="$seed" KASSA_CHAOS_COUNT="$count" \
		KASSA_CHAOS_OUTPUT="$out/playwright" KASSA_CHAOS_RESULTS="$out" \
		npx playwright test --config tests/chaos/playwright.config.ts )
	status=$?
	read -r CHAOS_PASSED CHAOS_FAILED _ < <( playwright_counts "$out/chaos-report.json" )
	return "$status"
}
