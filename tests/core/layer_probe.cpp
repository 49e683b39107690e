// Compiled by CTest with one target's include path and nothing else (tests/core/CMakeLists.txt):
// the layer's own header must be found and a higher layer's must not, so that including app/ from
// the engine (or app/ui from app/core) fails to compile instead of waiting for a review.
#if defined(PROBE_ENGINE_OWN)
#include "engine/core/language.hpp"
#elif defined(PROBE_ENGINE_APP)
#include "app/core/json.hpp"
#elif defined(PROBE_CORE_OWN)
#include "app/core/json.hpp"
#elif defined(PROBE_CORE_UI)
#include "app/ui/text_format.hpp"
#endif
