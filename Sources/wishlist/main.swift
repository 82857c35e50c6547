import Foundation
import TermUI
import TermUICurses
import WishlistUI

MainActor.assumeIsolated {
    switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .run(let options):
        if let problem = TerminalCheck.problem() {
            StandardStream.error.write(problem.line(in: messageLocales))
            exit(2)
        }
        let configuration = options.configuration
        let model: AppModel
        do {
            model = try AppModel.launch(configuration)
        } catch {
            StandardStream.error.write("wishlist: \(messageText(of: error))")
            exit(2)
        }
        WishlistApp(model: model, configuration: configuration)
            .run(options: LaunchOptions(
                usesColor: !options.noColor, reduceMotion: options.reduceMotion, usesMouse: !options.noMouse,
                colorScheme: options.theme, programName: "wishlist",
                dataDirectory: model.dataDirectory, graphics: options.graphics))
    case .previews:
        // The previews draw the sample data in memory: no data directory is opened.
        PreviewBrowser.run(options: LaunchOptions(programName: "wishlist"))
    case .subcommand(let name, let arguments, let dataDirectory):
        // A command for scripts: no terminal is needed, and none is checked for.
        guard let command = Subcommands.named(name) else { exit(ExitStatus.usage.rawValue) }
        exit(Subcommands.run(command, arguments: arguments, dataDirectory: dataDirectory).rawValue)
    case .exit(let message, let status):
        (status == 0 ? StandardStream.output : .error).write(message)
        exit(status)
    }
}
