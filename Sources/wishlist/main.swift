import Foundation
import TermUI
import WishlistUI

/// Writes a line to standard error.
func complain(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

MainActor.assumeIsolated {
    switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .run(let options):
        if let problem = TerminalCheck.problem(programName: "wishlist") {
            complain(problem)
            exit(2)
        }
        let configuration = options.configuration
        let model: AppModel
        do {
            model = try AppModel.launch(configuration)
        } catch {
            complain("wishlist: \(error)")
            exit(2)
        }
        WishlistApp(model: model, configuration: configuration)
            .run(options: LaunchOptions(
                usesColor: !options.noColor, reduceMotion: options.reduceMotion, usesMouse: !options.noMouse,
                colorScheme: options.theme, programName: "wishlist",
                dataDirectory: model.dataDirectory))
    case .exit(let message, let status):
        if status == 0 {
            print(message)
        } else {
            complain(message)
        }
        exit(status)
    }
}
