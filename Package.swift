// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Wishlist",
    products: [
        .library(name: "TermUI", targets: ["TermUI"]),
        .library(name: "Charts", targets: ["Charts"]),
        .executable(name: "wishlist", targets: ["wishlist"]),
        .executable(name: "termui-bench", targets: ["termui-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            path: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            path: "CPNG",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            path: "CJPEG",
            providers: [.apt(["libjpeg-dev"])]
        ),
        .target(name: "TermUI", dependencies: ["CNcurses"]),
        // Swift Charts' API drawn with TermUI's Canvas: `import Charts` as with Swift Charts.
        .target(name: "Charts", dependencies: ["TermUI"]),
        .target(name: "TravelModel", dependencies: ["CSQLite", "CPNG", "CJPEG"], resources: [.copy("Resources/Pictures")]),
        .target(name: "WishlistUI", dependencies: ["TermUI", "Charts", "TravelModel"]),
        .executableTarget(name: "wishlist", dependencies: ["WishlistUI"]),
        .executableTarget(name: "termui-bench", dependencies: ["TermUI", "WishlistUI", "TravelModel"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "TermUI"]),
        .testTarget(name: "TravelModelTests", dependencies: ["TravelModel", "CPNG", "CJPEG"]),
        .testTarget(
            name: "WishlistUITests", dependencies: ["WishlistUI", "TermUI", "TravelModel", "CPNG"],
            // The screens' snapshots, read by SnapshotTests from the source folder.
            exclude: ["Snapshots"]),
        // SwiftUI-shaped snippets that import only TermUI: a port's view files, type-checked.
        .testTarget(name: "SwiftUIPortTests", dependencies: ["TermUI"]),
        .testTarget(name: "EndToEndTests", dependencies: ["wishlist", "TravelModel"]),
    ],
    swiftLanguageModes: [.v6]
)
