import Foundation
import TermUI
import WishlistUI

MainActor.assumeIsolated {
    switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .run(let options):
        WishlistApp.launchConfiguration = options.configuration
        WishlistApp.main(options: LaunchOptions(usesColor: !options.noColor, reduceMotion: options.reduceMotion, programName: "wishlist"))
    case .exit(let message, let status):
        if status == 0 {
            print(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        exit(status)
    }
}
