// swift-tools-version:6.0
import PackageDescription

// An app that uses TermUI as any package outside the project would: through its products, by path here (a
// released app names a URL and a version instead). `.ci/run` builds it and runs its tests on every change.
let package = Package(
    name: "TripNotes",
    products: [
        .executable(name: "trip-notes", targets: ["TripNotesApp"]),
    ],
    dependencies: [
        // The repository's root package (named "Wishlist"); the name makes its identity the same wherever the
        // repository is checked out.
        .package(name: "Wishlist", path: "../.."),
    ],
    targets: [
        // The screens and their model, a library so that the tests import them.
        .target(name: "TripNotes", dependencies: [.product(name: "TermUI", package: "Wishlist")]),
        // `@main`: the app in the terminal.
        .executableTarget(name: "TripNotesApp", dependencies: ["TripNotes", .product(name: "TermUI", package: "Wishlist")]),
        .testTarget(
            name: "TripNotesTests",
            dependencies: ["TripNotes", .product(name: "TermUI", package: "Wishlist"), .product(name: "TermUITesting", package: "Wishlist")]),
    ],
    swiftLanguageModes: [.v6]
)
