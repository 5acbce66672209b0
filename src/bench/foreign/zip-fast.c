/* zip-fast.c - zip members read from the central directory and inflated
 * whole (see zip-fast.h). */
#include "config.h"
#include "zip-fast.h"

#include <libdeflate.h>
#include <string.h>

#define EOCD_SIZE 22
#define CDIR_SIZE 46
#define LOCAL_SIZE 30
#define COMMENT_MAX 65535
#define MARK32 0xffffffffu	/* a size or offset that lives in a zip64 field */
#define FLAG_ENCRYPTED 0x0001u

static uint16_t le16(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return (uint16_t)(u[0] | u[1] << 8);
}

static uint32_t le32(const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	return (uint32_t)u[0] | (uint32_t)u[1] << 8 | (uint32_t)u[2] << 16 | (uint32_t)u[3] << 24;
}

/* The end record: the one "PK\5\6" in the archive's last 64 KiB + 22
 * bytes, whose comment reaches the end of the file exactly. Two of them
 * (a comment holding one, or compressed bytes that happen to) leave the
 * choice to libzip: -1. */
static long long eocd_find(const char *buf, size_t len)
{
	size_t lo = len > EOCD_SIZE + COMMENT_MAX ? len - EOCD_SIZE - COMMENT_MAX : 0;
	long long found = -1;

	if (len < EOCD_SIZE)
		return -1;
	for (size_t i = len - EOCD_SIZE + 1; i-- > lo;) {
		if (memcmp(buf + i, "PK\5\6", 4))
			continue;
		if (found >= 0)
			return -1;
		found = (long long)i;
	}
	if (found < 0 || (size_t)found + EOCD_SIZE + le16(buf + found + 20) != len)
		return -1;
	return found;
}

static uint64_t le64(const char *p)
{
	return le32(p) | (uint64_t)le32(p + 4) << 32;
}

/* The directory's size, offset and number of entries from the zip64 end
 * record that the locator right before the end record points to (an
 * archive of more than 65535 members has one). -1 when there is none
 * or it is not whole, on one disk, right after the directory. */
static int zip64_cdir(const char *buf, long long eocd, uint64_t *size, uint64_t *off,
		      uint64_t *n)
{
	const char *loc = buf + eocd - 20, *r;
	uint64_t at;

	if (eocd < 20 || memcmp(loc, "PK\6\7", 4) || le32(loc + 4) || le32(loc + 16) != 1)
		return -1;
	at = le64(loc + 8);
	if (at > (uint64_t)eocd - 20 || (uint64_t)eocd - 20 - at != 56 ||
	    memcmp(r = buf + at, "PK\6\6", 4) || le64(r + 4) != 44 || le32(r + 16) ||
	    le32(r + 20) || le64(r + 24) != le64(r + 32))
		return -1;
	*n = le64(r + 32);
	*size = le64(r + 40);
	*off = le64(r + 48);
	return *off <= at && at - *off == *size ? 0 : -1;
}

bool zip_fast_off;

long long zip_fast_cdir(zip_t *za, const char *buf, size_t len)
{
	long long eocd = zip_fast_off ? -1 : eocd_find(buf, len);
	zip_int64_t n = zip_get_num_entries(za, 0);
	const char *e;
	size_t pos;
	uint64_t size, off, count;

	if (eocd < 0 || n < 0)
		return -1;
	e = buf + eocd;
	size = le32(e + 12);
	off = le32(e + 16);
	count = le16(e + 10);
	/* one disk, every entry on it, and the directory right before the end
	 * record, or before the zip64 end record when the end record says so */
	if (le16(e + 4) || le16(e + 6) || le16(e + 8) != le16(e + 10))
		return -1;
	if (count == 0xffff || size == MARK32 || off == MARK32) {
		if (zip64_cdir(buf, eocd, &size, &off, &count) != 0)
			return -1;
	} else if (off + size != (uint64_t)eocd || (eocd >= 20 && !memcmp(e - 20, "PK\6\7", 4))) {
		return -1;
	}
	if (count != (uint64_t)n)
		return -1;
	pos = off;
	for (zip_int64_t i = 0; i < n; i++) {
		struct zip_fast_entry ent;
		const char *name = zip_get_name(za, (zip_uint64_t)i, 0);

		if (zip_fast_entry(buf, (size_t)(off + size), &pos, &ent) != 0 || !name ||
		    strlen(name) != ent.name_len || memcmp(name, ent.name, ent.name_len))
			return -1;
	}
	return pos == off + size ? (long long)off : -1;
}

int zip_fast_entry(const char *buf, size_t len, size_t *pos, struct zip_fast_entry *e)
{
	const char *p = buf + *pos;
	size_t whole;

	if (*pos > len || len - *pos < CDIR_SIZE || memcmp(p, "PK\1\2", 4))
		return -1;
	whole = CDIR_SIZE + (size_t)le16(p + 28) + le16(p + 30) + le16(p + 32);
	if (len - *pos < whole)
		return -1;
	e->flags = le16(p + 8);
	e->method = le16(p + 10);
	e->crc = le32(p + 16);
	e->comp = le32(p + 20);
	e->size = le32(p + 24);
	e->name_len = le16(p + 28);
	e->local = le32(p + 42);
	e->name = p + CDIR_SIZE;
	*pos += whole;
	return 0;
}

int zip_fast_read(const char *buf, size_t len, const struct zip_fast_entry *e,
		  struct libdeflate_decompressor *dc, char *out)
{
	const char *lh = buf + e->local, *data;
	size_t start;

	if ((e->flags & FLAG_ENCRYPTED) || (e->method != 0 && e->method != 8) ||
	    e->comp == MARK32 || e->size == MARK32 || e->local == MARK32 ||
	    e->local > len || len - e->local < LOCAL_SIZE || memcmp(lh, "PK\3\4", 4))
		return -1;
	start = e->local + LOCAL_SIZE + le16(lh + 26) + le16(lh + 28);
	if (start > len || len - start < e->comp)
		return -1;
	data = buf + start;
	if (e->method == 0) {
		if (e->comp != e->size)
			return -1;
		memcpy(out, data, e->size);
	} else if (libdeflate_deflate_decompress(dc, data, e->comp, out, e->size, NULL) !=
		   LIBDEFLATE_SUCCESS) {
		return -1;	/* bad data, or not exactly size bytes */
	}
	if (libdeflate_crc32(0, out, e->size) != e->crc)
		return -1;
	out[e->size] = 0;
	return 0;
}
