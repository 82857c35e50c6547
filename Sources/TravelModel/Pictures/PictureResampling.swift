import PictureDecoding

extension Picture {
    /// `image` scaled to `width` by `height` pixels: the largest part of the middle of the image with the
    /// picture's shape, box-filtered in linear light (`RGBImage.resampled(filling:by:)`). `width` and `height`
    /// must be in `1...maximumDimension`.
    init(resampling image: RGBImage, width: Int, height: Int) {
        let scaled = image.resampled(filling: width, by: height)
        self.width = width
        self.height = height
        pixels = scaled.pixels
    }
}
