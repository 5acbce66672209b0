/* zip-fast.h - the members of a zip archive held in memory, read without
 * libzip's machinery per member: the central directory walked once and
 * each member inflated whole with libdeflate, checked against its size
 * and CRC-32.
 *
 * libzip stays the judge of what an archive holds. The walk is taken only
 * where it agrees with libzip's own reading of the archive (the same
 * entries, names and order), and a member the fast read cannot take as it
 * is (encrypted, neither stored nor deflated, zip64 sizes, a local header
 * out of place, data that does not inflate to its size and CRC) is left to
 * libzip, whose messages then say what is wrong with it. A member read
 * here is the bytes libzip would return: the same deflate stream, size
 * and checksum. */
#ifndef GRAVEL_ZIP_FAST_H
#define GRAVEL_ZIP_FAST_H

#include <stddef.h>
#include <stdint.h>
#include <zip.h>

#include <stdbool.h>

struct libdeflate_decompressor;

/* Tests: true makes zip_fast_cdir refuse every archive (all through libzip). */
extern bool zip_fast_off;

/* One central-directory entry. name points into the archive (name_len
 * bytes, no NUL). */
struct zip_fast_entry {
	const char *name;
	size_t name_len;
	uint64_t comp, size, local;	/* sizes; where its local header is */
	uint32_t crc;
	uint16_t method, flags;
};

/* Where the central directory of buf[0..len) starts, when it holds
 * zip_get_num_entries(za) entries whose names are libzip's, in libzip's
 * order; -1 when the walk cannot be taken (zip64, a name libzip
 * re-encodes, an end record libzip would not have picked). */
long long zip_fast_cdir(zip_t *za, const char *buf, size_t len);

/* The entry at buf[*pos] into e, *pos moved past it. -1 when it is not a
 * whole central-directory entry. */
int zip_fast_entry(const char *buf, size_t len, size_t *pos, struct zip_fast_entry *e);

/* Member e inflated into out (e->size + 1 bytes: NUL-terminated). 0, or
 * -1 when it must be read through libzip instead. */
int zip_fast_read(const char *buf, size_t len, const struct zip_fast_entry *e,
		  struct libdeflate_decompressor *dc, char *out);

#endif
