import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    /// `tally token create|list|revoke`: revocable tokens for phone automations (Health Auto Export's push).
    struct TokenCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "token",
            abstract: "API tokens for automations: create (shown once), list, revoke.",
            discussion: """
                tally token create --name iphone            a token that may push imports (scope: import)
                tally token create --name script --scope read --scope write
                tally token create --user alice --name script --scope read --json   (a server with accounts)
                Send it as "Authorization: Bearer TOKEN" (Health Auto Export: Headers → Authorization).
                """,
            subcommands: [Create.self, List.self, Revoke.self])

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Create a token; it is printed once and only its hash is kept.")
            @Option(help: "A name to recognise it by (e.g. iphone).") var name: String
            @Option(name: .customLong("scope"), help: "read | write | import (repeatable; default import).") var scopes: [String] = []
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                // With --user the token carries the account, so a server with accounts finds whose it is.
                let owner = store.user == nil ? nil : try store.account().account.id
                let (token, record) = try store.openDatabase().createToken(name: name, scopes: scopes, owner: owner, clock: try store.clock())
                if jsonFlag.json {
                    struct Created: Encodable { var token: String; var id: Int64; var name: String; var scopes: [String]; var user: String? }
                    try Output.json(Created(token: token, id: record.id, name: record.name, scopes: record.scopes, user: store.user))
                    return
                }
                Output.line(token)
                FileHandle.standardError.write(Data("Token '\(record.name)' (\(record.scopes.joined(separator: ", "))) created. Copy it now: it is not shown again.\n".utf8))
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Tokens with their scopes and last use (never the tokens themselves).")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let tokens = try store.openDatabase().tokens()
                if jsonFlag.json {
                    struct Listed: Encodable { var tokens: [APIToken] }
                    try Output.json(Listed(tokens: tokens))
                    return
                }
                if tokens.isEmpty { Output.line("No tokens. Create one with: tally token create --name iphone") }
                for token in tokens {
                    let used = token.lastUsedAt.map { "last used \(ISO8601DateFormatter().string(from: $0))" } ?? "never used"
                    let state = token.revokedAt == nil ? used : "revoked"
                    Output.line("\(token.id)  \(token.name)  [\(token.scopes.joined(separator: ", "))]  \(state)")
                }
            }
        }

        struct Revoke: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Revoke a token by name or id; it stops working at once.")
            @Argument(help: "The token's name or id.") var token: String
            @OptionGroup var store: StoreOptions

            func run() throws {
                let revoked = try store.openDatabase().revokeToken(token, clock: try store.clock())
                Output.line("Revoked token '\(revoked.name)'")
            }
        }
    }
}
