#ifndef WISHLIST_CPNG_SHIM_H
#define WISHLIST_CPNG_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <png.h>

// libpng's simplified API (png_image), which reports errors in image->message instead of longjmp-ing into
// the caller, so Swift can call it. PNG_IMAGE_VERSION, PNG_FORMAT_RGB and PNG_IMAGE_SIZE are macros that
// Swift cannot use as they are; these functions use them.

// Reads the header of a PNG file held in memory. Returns 1 and fills image->width and image->height, or 0 with
// the reason in image->message (the image then holds nothing to free).
static inline int cpng_begin_read(png_image *image, const void *bytes, size_t size) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    return png_image_begin_read_from_memory(image, bytes, size);
}

// The number of bytes of the image as 8-bit sRGB red, green and blue, rows from the top, no padding.
static inline size_t cpng_rgb_size(const png_image *image) {
    return (size_t)image->width * (size_t)image->height * 3;
}

// Decodes the image begun by cpng_begin_read into `buffer` as 8-bit sRGB red, green and blue, an alpha channel
// composited onto the background colour given. Returns 1, or 0 with the reason in image->message. Either way
// the image is freed. A buffer smaller than cpng_rgb_size(image) is refused.
static inline int cpng_finish_read_rgb(png_image *image, void *buffer, size_t capacity,
                                       uint8_t red, uint8_t green, uint8_t blue) {
    image->format = PNG_FORMAT_RGB;
    if (capacity < PNG_IMAGE_SIZE(*image)) {
        png_image_free(image);
        strncpy(image->message, "buffer too small", sizeof image->message - 1);
        return 0;
    }
    png_color background = { red, green, blue };
    return png_image_finish_read(image, &background, buffer, 0, NULL);
}

// Encodes 8-bit RGB pixels, rows from the top, as a PNG file in `memory` (NULL: only measures). On entry
// *size is the room in `memory`; on return it is the file's size. Returns 1, or 0 (`PNGEncoding`, and the tests to make
// their PNG files).
static inline int cpng_write_rgb(void *memory, size_t *size, const void *pixels, uint32_t width, uint32_t height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGB;
    png_alloc_size_t bytes = *size;
    int result = png_image_write_to_memory(&image, memory, &bytes, 0, pixels, 0, NULL);
    *size = bytes;
    png_image_free(&image);
    return result;
}

#endif
