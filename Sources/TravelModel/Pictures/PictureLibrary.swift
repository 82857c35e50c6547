extension Picture {
    /// The names of the pictures shipped with wishlist, which the sample trips use, in alphabetical order.
    public static let sampleNames: [String] = SamplePictures.files.keys.sorted()

    /// The shipped pictures that decode, by name; decoded once, on first use.
    private static let samples: [String: Picture] = SamplePictures.files.compactMapValues { try? Picture(ppm: $0) }

    /// The shipped picture called `name`, such as "kyoto-pagoda", or nil when there is none.
    public static func named(_ name: String) -> Picture? {
        samples[name]
    }

    /// The path of the shipped picture `name` at full size (a JPEG file in the module's resources), or nil when
    /// there is none.
    public static func fullSizePath(named name: String) -> String? {
        SamplePictures.fullSizePaths[name]
    }
}
