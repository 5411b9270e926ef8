/*
 * rng.h -- a tiny deterministic pseudo-random generator (splitmix64) for the
 * engine's choices. The whole state is one uint64_t owned by the caller, so the
 * same seed always gives the same sequence, on every platform.
 */
#ifndef GOREF_ENGINE_RULES_RNG_H
#define GOREF_ENGINE_RULES_RNG_H

#include <stdint.h>

/* What the state advances by at each draw. */
#define RNG_STEP 0x9e3779b97f4a7c15ULL

/* The 64 random bits of the draw that leaves the state at z: the k-th draw
 * from state s is rng_mix(s + k * RNG_STEP), which a hot loop may compute
 * before it knows whether it needs it. */
static inline uint64_t
rng_mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* The next 64 random bits; advances *state. Any seed, including 0, is valid. */
static inline uint64_t
rng_next(uint64_t *state)
{
	return rng_mix(*state += RNG_STEP);
}

/* A number in [0, bound) from the random bits z (Lemire's multiply-shift,
 * bias < 2^-32); 0 for bound 0. */
static inline uint32_t
rng_scale(uint64_t z, uint32_t bound)
{
	return (uint32_t)(((z >> 32) * (uint64_t)bound) >> 32);
}

/* A number in [0, bound) for bound >= 1. */
static inline uint32_t
rng_below(uint64_t *state, uint32_t bound)
{
	return rng_scale(rng_next(state), bound);
}

#endif
