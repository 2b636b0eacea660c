# SPDX-License-Identifier: MIT
# cli.WithoutTheGui: effsurf-cli as a packager's build without Qt makes it.
# The model commands answer with core's numbers; a figure command says why
# it is not there instead of "unknown command". Run with -DCLI=path.
function(run_cli expected_code)
  execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL expected_code)
    message(FATAL_ERROR "effsurf-cli ${ARGN}: exit ${code}, expected ${expected_code}\n${out}\n${err}")
  endif()
  set(cli_out "${out}" PARENT_SCOPE)
  set(cli_err "${err}" PARENT_SCOPE)
endfunction()

# E(N = 10^6, s = 10^-7) = 1 / (1 + (10^6 - 1) 10^-7) = 0.9090909917355446 (L2).
run_cli(0 eval --law amdahl --n 1e6 --serial 1e-7 --json)
if(NOT cli_out MATCHES "\"efficiency\": 0\\.90909099173554")
  message(FATAL_ERROR "eval without the GUI: E is not 0.90909099173554...\n${cli_out}")
endif()
run_cli(0 train --json)
if(NOT cli_out MATCHES "\"gpus\": 1536" OR NOT cli_out MATCHES "\"micro_batches\": 96")
  message(FATAL_ERROR "train without the GUI: not GPT-3's 1536 GPUs with 96 micro-batches\n${cli_out}")
endif()
foreach(command export animate presets)
  run_cli(2 ${command} --help)
  if(NOT cli_err MATCHES "built without it")
    message(FATAL_ERROR "'${command}' without the GUI does not say why it is missing:\n${cli_err}")
  endif()
endforeach()
run_cli(0 --help)
if(cli_out MATCHES "\n  export ")
  message(FATAL_ERROR "--help lists export in a build without the GUI:\n${cli_out}")
endif()
