// `arbiter-cli info paths`: where this installation keeps its data, config and content.
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/build_info.hpp"
#include "app/core/json.hpp"
#include "app/core/paths.hpp"

namespace arbiter::cli {

void register_info_commands(CommandRegistry& registry) {
    registry.add({"info", "paths", "show where user data, settings and content are kept", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, {"--content-root"}, {"--json"});
                      args.expect_positionals(0, 0);
                      auto info = json::object();
                      info.set("version", build_info::kVersion);
                      info.set("database", default_database_path().string());
                      info.set("config_dir", user_config_dir().string());
                      info.set("content_root", content_root(args.value_or("--content-root", "")).string());
                      if (args.flag("--json")) {
                          io.out << info.dump() << "\n";
                      } else {
                          for (const auto& [key, value] : info.as_object())
                              io.out << key << ": " << value.as_string() << "\n";
                      }
                      return 0;
                  }});
}

}  // namespace arbiter::cli
