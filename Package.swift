// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Wishlist",
    products: [
        .library(name: "TermUI", targets: ["TermUI"]),
        // The test pilot (`TestDriver`, `HeadlessTerminal`, screen queries), for an app's own tests.
        .library(name: "TermUITesting", targets: ["TermUITesting"]),
        .library(name: "Charts", targets: ["Charts"]),
        .executable(name: "wishlist", targets: ["wishlist"]),
        .executable(name: "termui-bench", targets: ["termui-bench"]),
        .executable(name: "termui-gallery", targets: ["termui-gallery"]),
        .executable(name: "termui-notes", targets: ["termui-notes"]),
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
        // PNG and JPEG files decoded to RGB: TermUI's image assets and the app's photos share it.
        .target(name: "PictureDecoding", dependencies: ["CPNG", "CJPEG"]),
        // TermUI as targets: the base, the views, the ncurses backend, the test pilot and the umbrella
        // (ARCHITECTURE.md, "Modules"); each imports only those below it.
        .target(name: "TermUIBase", dependencies: ["PictureDecoding"]),
        // `#Preview` and `@Previewable`: a compiler plugin written with Foundation alone (no swift-syntax), whose
        // parsing and expansion are a library of their own so that tests call them without the plugin.
        .target(name: "PreviewMacroExpansion"),
        .macro(name: "TermUIMacros", dependencies: ["PreviewMacroExpansion"]),
        .target(name: "TermUIViews", dependencies: ["TermUIBase", "TermUIMacros"]),
        .target(name: "TermUICurses", dependencies: ["TermUIViews", "CNcurses"]),
        .target(name: "TermUITesting", dependencies: ["TermUIViews"]),
        .target(name: "TermUI", dependencies: ["TermUIViews", "TermUICurses"]),
        // Swift Charts' API drawn with TermUI's Canvas: `import Charts` as with Swift Charts.
        .target(name: "Charts", dependencies: ["TermUI"]),
        .target(name: "TravelModel", dependencies: ["CSQLite", "PictureDecoding"], resources: [.copy("Resources/Pictures")]),
        // The app's text in each language (`Text(_:bundle: .module)`): the folders are copied as they are, as
        // TermUI reads `.lproj` folders itself (ARCHITECTURE.md, "Where things are").
        .target(
            name: "WishlistUI", dependencies: ["TermUI", "Charts", "TravelModel"],
            resources: [.copy("Resources/en.lproj"), .copy("Resources/de.lproj")],
            // The app's views reach the metadata of their concrete body types through accessor functions, not
            // mangled names: a mangled name is decoded the first time each is used, and each generic type in it
            // asks the runtime for its conformances (a new type's first question scans every conformance
            // record). The first opening of a trip's money takes 7% fewer instructions (termui-bench), for a
            // binary 0.9% larger. An unsafe flag is allowed here because no library product holds this target.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]),
        .executableTarget(name: "wishlist", dependencies: ["WishlistUI", "TermUICurses"]),
        // The gallery's pages (a library, so that tests can draw them) and the executable that shows them.
        .target(name: "Gallery", dependencies: ["TermUI", "Charts"], resources: [.copy("Assets")]),
        .executableTarget(name: "termui-gallery", dependencies: ["Gallery", "TermUI"]),
        // TermUI's example of a document app (`DocumentGroup`), which the end-to-end tests save and kill.
        .executableTarget(name: "termui-notes", dependencies: ["TermUI"]),
        // Paints the sample trips' pictures into TravelModel's resources (`Scripts/draw-sample-pictures`).
        .executableTarget(name: "sample-pictures", dependencies: ["PictureDecoding"]),
        .executableTarget(name: "termui-bench", dependencies: ["TermUI", "TermUICurses", "TermUITesting", "WishlistUI", "TravelModel"]),
        // TermUIViews' lower layers (Animation, Core, State, Paint: the view graph, its state and paint) compiled
        // alone, as a target of their own on the base: a use of the views above them is a name this target cannot
        // find, so an upward use fails to compile (why they ship inside TermUIViews: ARCHITECTURE.md).
        .testTarget(name: "TermUICoreLayer", dependencies: ["TermUIBase"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUICurses", "TermUITesting", "TermUIViews", "TermUIBase", "TermUI", "CPNG"]),
        .testTarget(name: "PreviewMacroTests", dependencies: ["PreviewMacroExpansion", "TermUITesting", "TermUIViews", "TermUI"]),
        .testTarget(name: "ChartsTests", dependencies: ["TermUITesting", "TermUIViews", "Charts", "TermUI"]),
        .testTarget(name: "TravelModelTests", dependencies: ["TravelModel", "PictureDecoding", "CPNG", "CJPEG"]),
        .testTarget(
            name: "WishlistUITests", dependencies: ["TermUICurses", "TermUITesting", "TermUIViews", "TermUIBase", "WishlistUI", "TermUI", "TravelModel", "CPNG"],
            // The screens' snapshots, read by SnapshotTests from the source folder.
            exclude: ["Snapshots"]),
        // SwiftUI-shaped snippets that import only TermUI: a port's view files, type-checked.
        .testTarget(name: "SwiftUIPortTests", dependencies: ["TermUITesting", "TermUIViews", "TermUI"]),
        .testTarget(name: "GalleryTests", dependencies: ["TermUITesting", "TermUIViews", "Gallery", "TermUI"]),
        // The command line's parser, in the executable it serves.
        .testTarget(name: "wishlistTests", dependencies: ["wishlist"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["wishlist", "TravelModel", "WishlistUI", "TermUITesting", "TermUIViews", "TermUIBase", "PictureDecoding"]),
    ],
    swiftLanguageModes: [.v6]
)
