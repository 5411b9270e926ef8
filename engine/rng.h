/*
 * rng.h -- a tiny deterministic pseudo-random generator (splitmix64) for the
 * engine's choices. The whole state is one uint64_t owned by the caller, so the
 * same seed always gives the same sequence, on every platform.
 */
#ifndef GOREF_ENGINE_RNG_H
#define GOREF_ENGINE_RNG_H

#include <stdint.h>

/* The next 64 random bits; advances *state. Any seed, including 0, is valid. */
static inline uint64_t
rng_next(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A number in [0, bound) for bound >= 1 (Lemire's multiply-shift, bias < 2^-32). */
static inline uint32_t
rng_below(uint64_t *state, uint32_t bound)
{
	return (uint32_t)(((rng_next(state) >> 32) * (uint64_t)bound) >> 32);
}

#endif
