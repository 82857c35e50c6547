#ifndef WISHLIST_CJPEG_SHIM_H
#define WISHLIST_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg reports a fatal error by calling error_exit, which must not return; the usual answer is longjmp,
// which Swift cannot do and which must never cross Swift frames. So every call into libjpeg is made here, in C,
// under a setjmp in the same function, and these functions return an error code and a message instead.
// Warnings are never printed (stderr is the user's terminal): a damaged stream's warnings are fatal, so that a
// truncated file is refused rather than shown with a grey bottom; only "extraneous bytes before marker", which
// many cameras' files have and which loses nothing, is ignored.

// An error manager that jumps back to the C function that called libjpeg, with the message kept.
struct cjpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static inline void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static inline void cjpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code != JWRN_EXTRANEOUS_DATA) {
        cjpeg_error_exit(info);
    }
}

static inline void cjpeg_output_message(j_common_ptr info) {
    (void)info;
}

static inline void cjpeg_install(struct cjpeg_error *error) {
    jpeg_std_error(&error->manager);
    error->manager.error_exit = cjpeg_error_exit;
    error->manager.emit_message = cjpeg_emit_message;
    error->manager.output_message = cjpeg_output_message;
    error->message[0] = 0;
}

// The size of a JPEG file's picture, read from its header, and of what was decoded.
typedef struct {
    uint32_t width;
    uint32_t height;
    uint32_t decoded_width;
    uint32_t decoded_height;
} cjpeg_size;

// The size of the picture that cjpeg_read makes with `denominator`: libjpeg's scaled size, the full size
// divided by it and rounded up.
static inline uint32_t cjpeg_scaled(uint32_t size, unsigned int denominator) {
    return (uint32_t)(((uint64_t)size + denominator - 1) / denominator);
}

// Reads a JPEG file in memory: its header into size->width and size->height, then, unless `buffer` is NULL,
// its pixels as 8-bit sRGB red, green and blue, rows from the top, scaled down by 1/`denominator` (1, 2, 4
// or 8: libjpeg's DCT scaling, which averages as it shrinks), into `buffer`, which must hold
// cjpeg_scaled(width) * cjpeg_scaled(height) * 3 bytes; the size made goes to size->decoded_width and
// size->decoded_height. Returns 0, or -1 with the reason in `message` (at least JMSG_LENGTH_MAX bytes).
static inline int cjpeg_read(const unsigned char *bytes, unsigned long length, cjpeg_size *size,
                             unsigned int denominator, unsigned char *buffer, size_t capacity, char *message) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    cjpeg_install(&error);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        strcpy(message, error.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, length);
    jpeg_read_header(&info, TRUE);
    size->width = info.image_width;
    size->height = info.image_height;
    if (buffer != NULL) {
        info.out_color_space = JCS_RGB;
        info.scale_num = 1;
        info.scale_denom = denominator;
        jpeg_calc_output_dimensions(&info);
        size_t stride = (size_t)info.output_width * 3;
        if (info.output_components != 3 || stride * info.output_height > capacity) {
            strcpy(message, "unexpected decoded size");
            jpeg_destroy_decompress(&info);
            return -1;
        }
        jpeg_start_decompress(&info);
        while (info.output_scanline < info.output_height) {
            JSAMPROW row = buffer + stride * info.output_scanline;
            jpeg_read_scanlines(&info, &row, 1);
        }
        jpeg_finish_decompress(&info);
        size->decoded_width = info.output_width;
        size->decoded_height = info.output_height;
    }
    jpeg_destroy_decompress(&info);
    return 0;
}

// Encodes 8-bit RGB pixels, rows from the top, as a baseline JPEG file of `quality` (1-100) in memory that
// the caller frees with free(). Returns 0, or -1 with the reason in `message` (the tests use this to make
// their JPEG files).
static inline int cjpeg_write_rgb(const unsigned char *pixels, uint32_t width, uint32_t height, int quality,
                                  unsigned char **output, unsigned long *size, char *message) {
    struct jpeg_compress_struct info;
    struct cjpeg_error error;
    cjpeg_install(&error);
    info.err = &error.manager;
    *output = NULL;
    *size = 0;
    if (setjmp(error.jump)) {
        strcpy(message, error.message);
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
